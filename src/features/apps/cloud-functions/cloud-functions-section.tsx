import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import '../catalogue-cloud';

/** The cloud functions of the company, on /apps. */
export function CloudFunctionsSection() {
  const { t } = useTranslation();
  return (
    <Typography component="h2" variant="h6">
      {t('cloudFunctions.title')}
    </Typography>
  );
}
