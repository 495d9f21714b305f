import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../ui/page-layout';
import '../catalogue';

export function AuditTrailPage() {
  const { t } = useTranslation();
  return <PageLayout title={t('auditTrail.title')} breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('auditTrail.title') }]}>{null}</PageLayout>;
}
