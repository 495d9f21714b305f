import { Box, Button, Chip, CircularProgress, Stack, Switch, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ResourceTable, type Column } from '@/ui/resource-table';
import { useCurrentSession } from '@/features/session';
import { useAppsPage, type AppsPageModel } from '../hooks/use-apps-page';
import { appState, type App, type AppState } from '../model/apps';
import '../catalogue';

const appId = (app: App) => app.publicId;

// A busy app's controls say so (aria-disabled) and do nothing (the page ignores them) rather than being disabled, so the
// keyboard focus stays on them while the call runs and comes back to them when a dialog closes.

// Button texts keep to one line; the contained and inherit colours stay readable on a hovered row of any branding.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const STATE_COLOURS: Record<AppState, 'default' | 'success'> = {
  notInstalled: 'default',
  enabled: 'success',
  disabled: 'default',
};

function useColumns(page: AppsPageModel): Column<App>[] {
  const { t } = useTranslation();
  // On narrow screens the description goes under the name, so the state and the actions keep their room.
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  return [
    {
      id: 'name',
      header: t('apps.columns.name'),
      isRowHeader: true,
      render: (app) =>
        narrow && app.description ? (
          <>
            {app.name}
            <Typography variant="body2" color="text.secondary">
              {app.description}
            </Typography>
          </>
        ) : (
          app.name
        ),
    },
    ...(narrow
      ? []
      : [{ id: 'description', header: t('apps.columns.description'), render: (app: App) => app.description }]),
    {
      id: 'state',
      header: t('apps.columns.state'),
      render: (app) => {
        const state = appState(app);
        return (
          <Chip
            size="small"
            variant={state === 'enabled' ? 'filled' : 'outlined'}
            color={STATE_COLOURS[state]}
            label={t(`apps.states.${state}`)}
          />
        );
      },
    },
    {
      id: 'enabled',
      header: t('apps.columns.enabled'),
      render: (app) =>
        app.installed ? (
          <Switch
            checked={app.enabled}
            onChange={() => page.toggleEnabled(app)}
            slotProps={{
              input: {
                'aria-label': t('apps.actions.enabledLabel', { name: app.name }),
                'aria-disabled': page.pending[app.publicId] !== undefined || undefined,
              },
            }}
          />
        ) : null,
    },
    {
      id: 'actions',
      header: t('apps.columns.actions'),
      align: 'right',
      render: (app) => {
        const action = page.pending[app.publicId];
        return (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
            {action && <CircularProgress size={20} aria-label={t(`apps.busy.${action}`, { name: app.name })} />}
            {app.installed ? (
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                sx={NO_WRAP}
                aria-disabled={action !== undefined || undefined}
                aria-label={t('apps.actions.uninstallLabel', { name: app.name })}
                onClick={() => page.uninstall(app)}
              >
                {t('apps.actions.uninstall')}
              </Button>
            ) : (
              <Button
                size="small"
                variant="contained"
                sx={NO_WRAP}
                aria-disabled={action !== undefined || undefined}
                aria-label={t('apps.actions.installLabel', { name: app.name })}
                onClick={() => page.install(app)}
              >
                {t('apps.actions.install')}
              </Button>
            )}
          </Stack>
        );
      },
    },
  ];
}

/** The installable apps of the company, on /apps: their state, install, uninstall, enable and disable. */
export function AppsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const page = useAppsPage();
  const columns = useColumns(page);
  const company = useCurrentSession().company?.name;
  const confirming = page.confirming;
  const dialogText = (kind: 'install' | 'uninstall' | 'disable', name: string) =>
    company ? t(`apps.dialog.${kind}Text`, { name, company }) : t(`apps.dialog.${kind}TextNoCompany`, { name });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('apps.sectionTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('apps.intro')}
      </Typography>
      <ResourceTable
        label={t('apps.tableLabel')}
        columns={columns}
        getRowId={appId}
        emptyText={t('apps.empty')}
        {...page.table}
      />
      {confirming && (
        <ConfirmDialog
          open
          title={t(`apps.dialog.${confirming.kind}Title`)}
          text={dialogText(confirming.kind, confirming.app.name)}
          confirmLabel={t(`apps.dialog.${confirming.kind}`)}
          destructive={confirming.kind !== 'install'}
          pending={confirming.pending}
          onConfirm={confirming.confirm}
          onCancel={confirming.cancel}
        />
      )}
    </Box>
  );
}
