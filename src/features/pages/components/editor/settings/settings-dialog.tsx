import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import { ServerFormDialog } from '@/ui/server-form-dialog';
import { useServerAwareForm, type SubmitOutcome } from '@/ui/use-server-aware-form';
import type { ComponentChange } from '@/features/pages/api';
import { writeSettings } from '@/features/pages/model/data/settings';
import type { PageFormat, ViewComponent } from '@/features/pages/model/data/view-components';
import {
  settingsFormSchema,
  settingsFormValues,
  settingsOf,
  withPhoneLayout,
  type SettingsFormValues,
} from '@/features/pages/model/editor/settings-form';
import { KindFields } from './kind-fields';
import { PhoneFields } from './phone-fields';
import '@/features/pages/catalogue-editor';

const FIELDS = ['title', 'tags', 'tagText'] as const;

interface SettingsDialogProps {
  component: ViewComponent;
  format: PageFormat;
  name: string;
  previewAgentId: string;
  onSave: (change: ComponentChange) => Promise<SubmitOutcome>;
  onClose: () => void;
}

/** A component's settings for its kind, each checked before saving; saving PATCHes its `inputs` (and phone layout). */
export function SettingsDialog({ component, format, name, previewAgentId, onSave, onClose }: SettingsDialogProps) {
  const { t } = useTranslation();
  const kind = component.kind ?? 'alarms';
  const typedTags = !previewAgentId;
  const sheet = component.dimensions.type === 'sheet' ? component.dimensions : null;
  const form = useServerAwareForm<SettingsFormValues>({
    initialValues: settingsFormValues(kind, component.settings, sheet),
    schema: settingsFormSchema(kind, typedTags),
    fields: FIELDS,
    onSubmit: (values) =>
      onSave({
        publicId: component.publicId,
        inputs: writeSettings(settingsOf(kind, values, typedTags)),
        ...(sheet ? { dimensions: withPhoneLayout(sheet, values) } : {}),
      }),
  });
  return (
    <ServerFormDialog
      form={form}
      title={t('pages.editor.settings.title', { name })}
      submitLabel={t('pages.editor.settings.save')}
      onClose={onClose}
    >
      <FormTextField<SettingsFormValues> name="title" label={t('pages.editor.settings.fields.title')} fullWidth />
      {component.kind ? <KindFields kind={component.kind} form={form} previewAgentId={previewAgentId} /> : null}
      {format === 'sheet' && <PhoneFields />}
    </ServerFormDialog>
  );
}
