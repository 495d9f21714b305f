import { Divider, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/ui/page-layout';
import { CloudFunctionsSection } from '../cloud-functions/cloud-functions-section';
import { AppsSection } from './apps-section';
import '../catalogue';

/** /apps (MANAGE_APPS): the installable apps, then the company's cloud functions. */
export function AppsPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('apps.title')} breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('apps.title') }]}>
      <Stack spacing={4} divider={<Divider />}>
        <AppsSection />
        <CloudFunctionsSection />
      </Stack>
    </PageLayout>
  );
}
