import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../ui/page-layout';
import '../catalogue';

export function UsagePage() {
  const { t } = useTranslation();
  return <PageLayout title={t('usage.title')} breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('usage.title') }]}>{null}</PageLayout>;
}
