import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../ui/page-layout';
import '../catalogue';

export function LicencesPage() {
  const { t } = useTranslation();
  return <PageLayout title={t('licences.title')} breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('licences.title') }]}>{null}</PageLayout>;
}
