import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../ui/page-layout';
import '../catalogue';

/** /pages (MANAGE_PAGES): the company's pages by group. */
export function PagesPage() {
  const { t } = useTranslation();
  return <PageLayout title={t('pages.title')} breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('pages.title') }]}>{null}</PageLayout>;
}
