import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { EmptyState, ErrorState, LoadingRows } from '@/ui/states';
import { useScreensaver } from '../hooks/use-screensaver';
import { FileButton } from './file-button';
import { SettingsCard } from './settings-card';
import '../catalogue';

const SIZE = '2 MB';

/** The router display screensaver: its preview, upload (busy while it runs) and delete with confirmation. */
export function ScreensaverSection({ publicId }: { publicId: string | null }) {
  const { t } = useTranslation();
  const model = useScreensaver(publicId);
  const busy = model.uploading || model.deleting;

  return (
    <SettingsCard
      heading={t('identity.screensaver.heading')}
      text={t('identity.screensaver.text')}
      busy={model.uploading}
    >
      <Stack spacing={2}>
        {model.uploading && <LinearProgress aria-label={t('identity.screensaver.uploading')} />}
        {model.isLoading ? (
          <LoadingRows rows={3} label={t('identity.screensaver.preview')} />
        ) : model.loadError !== null ? (
          <ErrorState title={t('identity.screensaver.loadFailed')} message={model.loadError} onRetry={model.retry} />
        ) : model.url ? (
          <Box
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1,
              display: 'flex',
              justifyContent: 'center',
              bgcolor: 'background.default',
            }}
          >
            <Box
              component="img"
              src={model.url}
              alt={t('identity.screensaver.preview')}
              sx={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain' }}
            />
          </Box>
        ) : (
          <EmptyState title={t('identity.screensaver.none')} text={t('identity.screensaver.noneText')} />
        )}
        {model.problem && <Alert severity="error">{t(`identity.images.${model.problem}`, { size: SIZE })}</Alert>}
        {model.failure && <Alert severity="error">{model.failure}</Alert>}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <FileButton
            label={t(model.url ? 'identity.screensaver.replace' : 'identity.screensaver.upload')}
            onFile={model.choose}
            disabled={busy}
            variant="contained"
            startIcon={<UploadOutlined />}
          >
            {t(model.url ? 'identity.screensaver.replace' : 'identity.screensaver.upload')}
          </FileButton>
          {model.url && (
            <Button color="error" startIcon={<DeleteOutline />} onClick={model.askDelete} disabled={busy} size="small">
              {t('identity.screensaver.delete')}
            </Button>
          )}
          <Typography variant="caption" color="text.secondary">
            {t('identity.screensaver.hint', { size: SIZE })}
          </Typography>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={model.confirming}
        title={t('identity.screensaver.deleteTitle')}
        text={t('identity.screensaver.deleteText')}
        confirmLabel={t('identity.screensaver.delete')}
        destructive
        pending={model.deleting}
        onConfirm={model.confirmDelete}
        onCancel={model.cancelDelete}
      />
    </SettingsCard>
  );
}
