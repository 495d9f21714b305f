import { Stack, Tab, Tabs } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { firstErrorMessage, isNotFound } from '@/api';
import { PageLayout, type Crumb } from '@/ui/page-layout';
import { ErrorState, LoadingRows, NotFoundState } from '@/ui/states';
import { canInvite, canManage, usePermissions } from '@/features/session';
import { useGroupDetailQuery } from '@/features/group-types/group-page-api';
import {
  GROUP_SECTIONS,
  sectionOf,
  type GroupDetail,
  type GroupSection,
} from '@/features/group-types/model/group-page';
import { MembersSection } from './members-section';
import { ThingsSection } from './things-section';
import '@/features/group-types/catalogue';

const tabId = (section: GroupSection) => `group-tab-${section}`;

/** The frame of a group's page: User management / Groups / its type / the group. */
function GroupFrame({ title, group, children }: { title: string; group?: GroupDetail; children: ReactNode }) {
  const { t } = useTranslation();
  const breadcrumbs: Crumb[] = [
    { label: t('shell.menu.USER_MANAGEMENT') },
    { label: t('groupTypes.title'), to: '/groups' },
  ];
  if (group?.type)
    breadcrumbs.push({
      label: group.type.name ?? group.type.publicId,
      to: `/groups/type/${encodeURIComponent(group.type.publicId)}`,
    });
  breadcrumbs.push({ label: title });
  return (
    <PageLayout title={title} breadcrumbs={breadcrumbs}>
      {children}
    </PageLayout>
  );
}

/** The group's members, devices and assets, one tab each; the tab shown is in the address (`?tab=devices`). */
function GroupDetails({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const manages = canManage(permissions, 'groups');
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get('tab'));
  const show = (next: GroupSection) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'members') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <GroupFrame title={group.name} group={group}>
      <Tabs
        value={section}
        onChange={(_event, next: GroupSection) => show(next)}
        aria-label={t('groupTypes.page.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {GROUP_SECTIONS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`groupTypes.page.tabs.${value}`)}
            id={tabId(value)}
            aria-controls="group-panel"
          />
        ))}
      </Tabs>
      <Stack id="group-panel" role="tabpanel" aria-labelledby={tabId(section)}>
        {section === 'members' ? (
          // Memberships are written with the rights of both: managing groups, and managing people (INVITE_USER).
          <MembersSection
            key={group.publicId}
            group={group}
            canWrite={manages && canInvite(permissions)}
            withInvites={canInvite(permissions)}
          />
        ) : (
          <ThingsSection key={`${group.publicId}-${section}`} kind={section} group={group} canWrite={manages} />
        )}
      </Stack>
    </GroupFrame>
  );
}

/** /groups/:publicId: one group with its people, devices and assets. */
export function GroupPage() {
  const { t } = useTranslation();
  const { publicId } = useParams();
  const group = useGroupDetailQuery(publicId ?? skipToken);

  if (group.data) return <GroupDetails group={group.data} />;
  if (group.isError && isNotFound(group.error)) {
    return (
      <GroupFrame title={t('groupTypes.page.notFound.title')}>
        <NotFoundState
          title={t('groupTypes.page.notFound.title')}
          backTo="/groups"
          backLabel={t('groupTypes.page.notFound.back')}
        />
      </GroupFrame>
    );
  }
  return (
    <GroupFrame title={t('groupTypes.page.group')}>
      {group.isError ? (
        <ErrorState
          title={t('groupTypes.page.loadFailed')}
          message={firstErrorMessage(group.error)}
          onRetry={() => void group.refetch()}
        />
      ) : (
        <LoadingRows label={t('common.loading')} rows={3} />
      )}
    </GroupFrame>
  );
}
