import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../ui/page-layout';
import { CloudFunctionsSection } from '../cloud-functions/cloud-functions-section';
import '../catalogue';

export function AppsPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('apps.title')} breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('apps.title') }]}>
      <CloudFunctionsSection />
    </PageLayout>
  );
}
