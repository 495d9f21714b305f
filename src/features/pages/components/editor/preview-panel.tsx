import { Box, Card, CardContent, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePreviewAssetQuery, usePreviewDeviceQuery } from '@/features/pages/api-editor';
import type { TemplatesById } from '@/features/pages/hooks/use-page-editor-components';
import type { DraftFormValues } from '@/features/pages/model/draft-form';
import { periodText } from '@/features/pages/model/periods';
import type { PageComponent } from '@/features/pages/model/schemas';
import { templateLabel } from './template-label';
import '@/features/pages/catalogue-editor';

interface PreviewPanelProps {
  values: DraftFormValues;
  components: readonly PageComponent[];
  byId: TemplatesById;
}

/** The draft as it would show for the chosen device or asset: title, period and its components in order, as text. */
export function PreviewPanel({ values, components, byId }: PreviewPanelProps) {
  const { t } = useTranslation();
  const device = usePreviewDeviceQuery(values.previewAgentId, { skip: !values.previewAgentId });
  const asset = usePreviewAssetQuery(values.previewAssetId, { skip: !values.previewAssetId });
  const targets = [
    values.previewAgentId && t('pages.editor.preview.device', { name: device.data?.name ?? values.previewAgentId }),
    values.previewAssetId && t('pages.editor.preview.asset', { name: asset.data?.name ?? values.previewAssetId }),
  ].filter(Boolean);
  const period = periodText(
    values.periodSpec,
    (key) => t(`pages.editor.periods.${key}`),
    t('pages.editor.preview.noPeriod'),
  );
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
        {(targets.length > 0 ? targets : [t('pages.editor.preview.noTarget')]).map((line) => (
          <Typography key={line} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
        {components.length === 0 ? (
          <Typography sx={{ mt: 2 }}>{t('pages.editor.preview.empty')}</Typography>
        ) : (
          <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
            {components.map((component) => {
              const { name, category } = templateLabel(t, byId, component.template?.publicId);
              return (
                <Card key={component.publicId} component="li" variant="outlined">
                  <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                    <Typography variant="subtitle1" component="p">
                      {name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {category}
                    </Typography>
                  </CardContent>
                </Card>
              );
            })}
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
