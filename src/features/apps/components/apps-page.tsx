import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../ui/page-layout';
import '../catalogue';

export function AppsPage() {
  const { t } = useTranslation();
  return <PageLayout title={t('apps.title')} breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('apps.title') }]}>{null}</PageLayout>;
}
