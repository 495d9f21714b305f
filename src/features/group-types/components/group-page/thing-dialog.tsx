import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerFormDialog } from '@/ui/server-form-dialog';
import { useServerAwareForm, type SubmitOutcome } from '@/ui/use-server-aware-form';
import type { ThingKind } from '@/features/group-types/group-page-api';
import { thingFormSchema, type ThingFormValues } from '@/features/group-types/model/group-forms';
import { FormSearchPicker } from './search-picker';
import '@/features/group-types/catalogue';

const FIELDS = ['thing'] as const;
const INITIAL: ThingFormValues = { thing: null };

interface ThingDialogProps {
  kind: ThingKind;
  groupName: string;
  /** Devices or assets already in the group. */
  taken: ReadonlySet<string>;
  onSubmit: (values: ThingFormValues) => Promise<SubmitOutcome>;
  onClose: () => void;
}

/** Adds one device or asset of the company to the group, found by its name. */
export function ThingDialog({ kind, groupName, taken, onSubmit, onClose }: ThingDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => thingFormSchema(kind), [kind]);
  const form = useServerAwareForm<ThingFormValues>({ initialValues: INITIAL, schema, fields: FIELDS, onSubmit });

  return (
    <ServerFormDialog
      form={form}
      title={t(`groupTypes.page.${kind}.addTitle`, { group: groupName })}
      submitLabel={t('groupTypes.dialog.add')}
      onClose={onClose}
    >
      <FormSearchPicker
        name="thing"
        kind={kind}
        label={t(`groupTypes.page.${kind}.pick`)}
        helperText={t(`groupTypes.page.${kind}.pickHint`)}
        taken={taken}
        autoFocus
      />
    </ServerFormDialog>
  );
}
