import { Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { PageLayout } from '@/ui/page-layout';
import { ResourceTable } from '@/ui/resource-table';
import { useApprovalInbox, type InboxView } from '../hooks/use-approval-inbox';
import { useRequestFormat } from '../hooks/use-request-format';
import type { AccessRequest } from '../model/schemas';
import { activeColumns, decidedColumns, expiredColumns, pendingColumns } from './inbox-columns';
import '../catalogue-pages';

const requestId = (request: AccessRequest) => request.publicId;

/** Each view's table name and empty text. */
const VIEW_TEXTS = {
  pending: { label: 'accessRequests.inbox.pendingLabel', empty: 'accessRequests.inbox.emptyPending' },
  expired: { label: 'accessRequests.inbox.expiredLabel', empty: 'accessRequests.inbox.emptyExpired' },
  active: { label: 'accessRequests.inbox.activeLabel', empty: 'accessRequests.inbox.emptyActive' },
  decided: { label: 'accessRequests.inbox.decidedLabel', empty: 'accessRequests.inbox.emptyDecided' },
} as const;

/** /access-requests/approvals: the requests the signed-in person may decide, those that ran out of time, the approvals still running and the record of decisions. */
export function InboxPage() {
  const { t } = useTranslation();
  const inbox = useApprovalInbox();
  const format = useRequestFormat();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const ids = useId();
  const { now, approve, reject, revoke } = inbox;

  const columns = useMemo(() => {
    const actions = { approve, reject, revoke };
    switch (inbox.view) {
      case 'pending':
        return pendingColumns(t, format, now, actions, narrow);
      case 'expired':
        return expiredColumns(t, format, narrow);
      case 'active':
        return activeColumns(t, format, actions, narrow);
      case 'decided':
        return decidedColumns(t, format, narrow);
    }
  }, [approve, format, inbox.view, narrow, now, reject, revoke, t]);

  const tabId = (view: InboxView) => `${ids}-${view}-tab`;
  const panelId = `${ids}-panel`;
  const count = (rows: readonly unknown[] | undefined) => rows?.length ?? 0;
  const shown = inbox[inbox.view];
  const title = t('accessRequests.inbox.title');
  const tabs: [InboxView, string][] = [
    ['pending', t('accessRequests.inbox.pendingTab', { count: count(inbox.pending.rows) })],
    ['expired', t('accessRequests.inbox.expiredTab', { count: count(inbox.expired.rows) })],
    ['active', t('accessRequests.inbox.activeTab', { count: count(inbox.active.rows) })],
    ['decided', t('accessRequests.inbox.decidedTab')],
  ];
  return (
    <PageLayout title={title} breadcrumbs={[{ label: t('shell.menu.REMOTE_ACCESS') }, { label: title }]}>
      <Typography color="text.secondary">{t('accessRequests.inbox.intro')}</Typography>
      <Tabs
        value={inbox.view}
        onChange={(_event, value: InboxView) => inbox.setView(value)}
        aria-label={t('accessRequests.inbox.views')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.map(([view, label]) => (
          <Tab key={view} value={view} id={tabId(view)} aria-controls={panelId} label={label} />
        ))}
      </Tabs>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(inbox.view)}>
        <ResourceTable
          label={t(VIEW_TEXTS[inbox.view].label)}
          columns={columns}
          getRowId={requestId}
          emptyText={t(VIEW_TEXTS[inbox.view].empty)}
          {...shown}
        />
      </div>
      {inbox.revoking && (
        <ConfirmDialog
          open
          title={t('accessRequests.inbox.revokeTitle')}
          text={t('accessRequests.inbox.revokeText', {
            user: inbox.revoking.request.user.name ?? inbox.revoking.request.user.publicId,
            device: inbox.revoking.request.agent?.name ?? t('accessRequests.inbox.unknownDevice'),
          })}
          confirmLabel={t('accessRequests.inbox.revokeConfirm')}
          destructive
          onConfirm={inbox.revoking.confirm}
          onCancel={inbox.revoking.cancel}
        />
      )}
    </PageLayout>
  );
}
