import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogsDownload } from '../hooks/use-logs-download';
import type { Template } from '../model/schemas';
import { CompanyLinksPanel } from './company-links-panel';
import { ConfigEditor } from './config-editor';
import '@/features/apps/catalogue-cloud';

interface TemplateDetailDialogProps {
  template: Template;
  /** The company owns the template: only then does it share it. */
  own: boolean;
  onClose: () => void;
}

/** One cloud function: its configuration, shares (the owner's), message subscriptions and the logs download. */
export function TemplateDetailDialog({ template, own, onClose }: TemplateDetailDialogProps) {
  const { t } = useTranslation();
  const logsHeadingId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const logs = useLogsDownload(template.publicId);
  const owner = template.company?.name;

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle>{t('cloudFunctions.detail.title', { name: template.name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Box>
            {template.description && <Typography>{template.description}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {owner && t('cloudFunctions.detail.owner', { name: owner })}
              {owner && template.configuredVersion && ' · '}
              {template.configuredVersion &&
                t('cloudFunctions.detail.version', { number: template.configuredVersion.number })}
            </Typography>
          </Box>
          <ConfigEditor templateId={template.publicId} />
          <Divider />
          {own ? (
            <CompanyLinksPanel kind="shares" templateId={template.publicId} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('cloudFunctions.detail.ownerOnly', { name: owner ?? '' })}
            </Typography>
          )}
          <Divider />
          <CompanyLinksPanel kind="subscriptions" templateId={template.publicId} />
          <Divider />
          <Box component="section" aria-labelledby={logsHeadingId}>
            <Typography id={logsHeadingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {t('cloudFunctions.logs.title')}
            </Typography>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={logs.download} loading={logs.pending}>
              {t('cloudFunctions.logs.download')}
            </Button>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cloudFunctions.detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
