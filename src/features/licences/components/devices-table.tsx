import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/lib/intl-formatters';
import { ResourceTable, type Column } from '@/ui/resource-table';
import { DEVICE_PAGE_SIZE } from '../api';
import type { DeviceLicencesModel, DeviceOperation } from '../hooks/use-device-licences';
import { AGENT_APPS, type AgentApp, type AgentAppKind, type LicensedDevice } from '../model/schemas';
import '../catalogue';

/** Typing pauses this long before the server is asked. */
export const DEVICE_SEARCH_DEBOUNCE_MS = 300;
const deviceId = (device: LicensedDevice) => device.publicId;

const SearchBox = memo(function SearchBox({ onSearch }: { onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      type="search"
      size="small"
      label={t('licences.devices.searchLabel')}
      placeholder={t('licences.devices.searchPlaceholder')}
      onChange={(event) => {
        const text = event.target.value;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onSearch(text.trim()), DEVICE_SEARCH_DEBOUNCE_MS);
      }}
      sx={{ width: { xs: '100%', sm: 320 } }}
    />
  );
});

/** A cell: what is active, and the one button that changes it. */
function StatusCell({
  text,
  detail,
  action,
  label,
  onClick,
}: {
  text: string;
  detail?: string;
  action: string;
  label: string;
  onClick: () => void;
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}
    >
      <Box>
        <Typography variant="body2">{text}</Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
      <Button size="small" variant="outlined" aria-label={label} onClick={onClick}>
        {action}
      </Button>
    </Stack>
  );
}

/** The devices with their licence bundle and their alarming and logging apps, each activated or deactivated from its cell. */
export function DevicesTable({ model }: { model: DeviceLicencesModel }) {
  const { t, i18n } = useTranslation();
  const { open } = model;
  const columns = useMemo((): Column<LicensedDevice>[] => {
    const dates = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
    const until = (expiresOn: string | null | undefined) =>
      expiresOn ? t('licences.devices.until', { date: dates.format(Date.parse(expiresOn)) }) : undefined;
    const appCell = (device: LicensedDevice, app: AgentAppKind) => {
      const state: AgentApp | null = app === 'alarming' ? device.alarmingApp : device.loggingApp;
      const appName = t(`licences.apps.${app}`);
      const operation: DeviceOperation = state
        ? { kind: 'deactivateApp', device, app }
        : { kind: 'activateApp', device, app };
      return (
        <StatusCell
          text={
            state
              ? t(state.licence?.trial ? 'licences.devices.onTrial' : 'licences.devices.on')
              : t('licences.devices.off')
          }
          detail={state ? until(state.licence?.expiresOn) : undefined}
          action={t(state ? 'licences.devices.deactivate' : 'licences.devices.activate')}
          label={t(state ? 'licences.devices.deactivateApp' : 'licences.devices.activateApp', {
            app: appName,
            name: device.name,
          })}
          onClick={() => open(operation)}
        />
      );
    };
    return [
      {
        id: 'name',
        header: t('licences.devices.columns.name'),
        render: (device) => device.name,
        isRowHeader: true,
        minWidth: 160,
      },
      {
        id: 'bundle',
        header: t('licences.devices.columns.bundle'),
        minWidth: 200,
        render: (device) => {
          const bundle = device.activationLicence?.bundle;
          const bundleName = bundle?.name ?? bundle?.publicId ?? '';
          return (
            <StatusCell
              text={bundle ? bundleName : t('licences.devices.noBundle')}
              detail={bundle ? until(device.activationLicence?.expiresOn) : undefined}
              action={t(bundle ? 'licences.devices.deactivate' : 'licences.devices.activate')}
              label={
                bundle
                  ? t('licences.devices.deactivateBundle', { bundle: bundleName, name: device.name })
                  : t('licences.devices.activateBundle', { name: device.name })
              }
              onClick={() =>
                open(
                  bundle
                    ? { kind: 'deactivateBundle', device, bundle: { publicId: bundle.publicId, name: bundleName } }
                    : { kind: 'activateBundle', device },
                )
              }
            />
          );
        },
      },
      ...AGENT_APPS.map((app) => ({
        id: app,
        header: t(`licences.devices.columns.${app}`),
        minWidth: 190,
        render: (device: LicensedDevice) => appCell(device, app),
      })),
    ];
  }, [t, i18n.language, open]);

  return (
    <Stack spacing={2}>
      <SearchBox onSearch={model.setSearch} />
      <ResourceTable
        label={t('licences.devices.tableLabel')}
        columns={columns}
        rows={model.devices}
        getRowId={deviceId}
        isLoading={model.isLoading}
        busy={model.busy}
        error={model.error}
        onRetry={model.onRetry}
        emptyText={
          model.search ? t('licences.devices.emptySearch', { search: model.search }) : t('licences.devices.empty')
        }
        footer={
          model.hasMore ? (
            <Typography variant="body2">{t('licences.devices.more', { count: DEVICE_PAGE_SIZE })}</Typography>
          ) : undefined
        }
        keepWords
      />
    </Stack>
  );
}
