import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../ui/page-layout';
import '../catalogue-editor';

/** /pages/:publicId: a page's draft, edited, published or discarded, and its versions. */
export function PageEditorPage() {
  const { t } = useTranslation();
  return <PageLayout title={t('pages.editor.title')} breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('pages.editor.title') }]}>{null}</PageLayout>;
}
