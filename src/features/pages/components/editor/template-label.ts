import type { TFunction } from 'i18next';
import type { TemplatesById } from '@/features/pages/hooks/use-page-editor-components';
import '@/features/pages/catalogue-editor';

/** A component template's name and category, in words (an unknown template says so). */
export function templateLabel(
  t: TFunction,
  byId: TemplatesById,
  templateId: string | null | undefined,
): { name: string; category: string } {
  const template = templateId ? byId.get(templateId) : undefined;
  return {
    name: template?.name ?? t('pages.editor.components.unknownTemplate'),
    category: template?.category?.name ?? t('pages.editor.components.noCategory'),
  };
}
