import { Box, Paper, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/ui/notice';
import { ErrorState, LoadingRows } from '@/ui/states';
import { PageView } from '@/features/pages/components/viewer/page-view';
import { useDataDeviceQuery, useDeviceTagsQuery } from '@/features/pages/api-data';
import { browserTimeZone, knownTimeZone } from '@/features/pages/model/data/period-range';
import type { PageFormat, ViewComponent } from '@/features/pages/model/data/view-components';
import type { DraftFormValues } from '@/features/pages/model/draft-form';
import { periodText } from '@/features/pages/model/periods';
import '@/features/pages/catalogue-editor';

interface PreviewPanelProps {
  values: DraftFormValues;
  format: PageFormat;
  components: readonly ViewComponent[];
}

/** The draft drawn as the viewer draws it, with the preview device's data, in its time zone, over the draft's period. */
export function PreviewPanel({ values, format, components }: PreviewPanelProps) {
  const { t } = useTranslation();
  const agentId = values.previewAgentId;
  const device = useDataDeviceQuery(agentId, { skip: !agentId });
  const tags = useDeviceTagsQuery(agentId, { skip: !agentId });
  const [now] = useState(() => new Date());
  const timeZone = knownTimeZone(device.data?.timeZone) ?? browserTimeZone();
  const period = periodText(
    values.periodSpec,
    (key) => t(`pages.editor.periods.${key}`),
    t('pages.editor.preview.noPeriod'),
  );
  const devicePath = useMemo(() => (agentId ? `/devices/${encodeURIComponent(agentId)}` : null), [agentId]);

  const body = () => {
    if (!agentId) return <Notice severity="info">{t('pages.editor.preview.chooseDevice')}</Notice>;
    if (device.isError || tags.isError)
      return (
        <ErrorState
          message={t('pages.editor.preview.deviceFailed')}
          onRetry={() => {
            void device.refetch();
            void tags.refetch();
          }}
        />
      );
    if (device.isLoading || tags.isLoading) return <LoadingRows rows={3} label={t('pages.editor.preview.loading')} />;
    return (
      <PageView
        format={format}
        components={components}
        tags={tags.data ?? []}
        periodSpec={values.periodSpec || 'today'}
        timeZone={timeZone}
        refreshSeconds={null}
        devicePath={devicePath}
        now={now}
      />
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="preview-heading" sx={{ p: 2 }}>
      <Typography id="preview-heading" component="h2" variant="h6">
        {t('pages.editor.preview.heading')}
      </Typography>
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2, mt: 1 }} data-testid="page-preview">
        <Typography component="p" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {values.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('pages.editor.preview.period', { period })}
        </Typography>
        {agentId && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {t('pages.editor.preview.device', { name: device.data?.name ?? agentId })}
          </Typography>
        )}
        {body()}
      </Box>
    </Paper>
  );
}
