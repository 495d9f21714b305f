import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, Link } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FactList, type Fact } from '@/ui/fact-list';
import { CustomFieldsDialog, useCustomFieldFacts } from '@/features/custom-fields';
import { useChangeNotice } from '@/features/notices';
import { canManage, usePermissions } from '@/features/session';
import { useUpdateAssetCustomMutation, type AssetSummary } from '@/features/pages/api-reports';
import '@/features/pages/catalogue-reports';

/** An asset's type, device and custom field values; the values edited by someone with MANAGE_ASSET_TYPES. */
export function AssetFacts({ asset }: { asset: AssetSummary }) {
  const { t } = useTranslation();
  const deviceId = asset.agent?.publicId;
  const custom = useCustomFieldFacts('Asset', asset.custom, asset.type?.publicId);
  const mayEdit = canManage(usePermissions(), 'assetTypes') && (custom.fields?.length ?? 0) > 0;
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateAssetCustomMutation();
  const notifyChange = useChangeNotice();
  const facts: Fact[] = [
    [t('pages.reports.asset.type'), asset.type?.name ?? t('pages.reports.asset.noType')],
    [
      t('pages.reports.asset.device'),
      deviceId ? (
        <Link component={RouterLink} to={`/devices/${encodeURIComponent(deviceId)}`}>
          {asset.agent?.name ?? deviceId}
        </Link>
      ) : (
        t('pages.reports.asset.noDevice')
      ),
    ],
    ...custom.facts,
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <FactList facts={facts} emptyText={t('pages.reports.asset.notSet')} />
      {mayEdit && (
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
          {t('pages.reports.asset.edit')}
        </Button>
      )}
      {editing && custom.fields && (
        <CustomFieldsDialog
          title={t('pages.reports.asset.editTitle', { name: asset.name })}
          submitLabel={t('pages.reports.asset.save')}
          properties={custom.fields}
          stored={asset.custom}
          onSave={(values) => update({ publicId: asset.publicId, custom: values })}
          onSaved={() => {
            setEditing(false);
            notifyChange({ messageKey: 'pages.reports.asset.saved', messageValues: { name: asset.name } });
          }}
          onClose={() => setEditing(false)}
        />
      )}
    </Box>
  );
}
