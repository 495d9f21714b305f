import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/intl-formatters';
import { ResourceTable, type Column, type TableRowActions } from '@/ui/resource-table';
import { LockoutDialog } from '@/features/lockout';
import { useMembersSection } from '@/features/group-types/hooks/use-members-section';
import type { GroupDetail, GroupMember } from '@/features/group-types/model/group-page';
import { MemberDialog } from './member-dialog';
import { RemoveFromGroupDialog, SectionAddButton } from './section-parts';
import '@/features/group-types/catalogue';

const memberId = (member: GroupMember) => member.membershipId;

/** Who the member is: the name and the address, or an invitation's address. */
function Who({ member }: { member: GroupMember }) {
  const { t } = useTranslation();
  const second =
    member.kind === 'invite' ? t('groupTypes.page.members.invitation') : member.name ? member.emailAddress : null;
  return (
    <>
      {member.name || member.emailAddress || t('groupTypes.page.members.unknownInvitation')}
      {second && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {second}
        </Typography>
      )}
    </>
  );
}

interface MembersSectionProps {
  group: GroupDetail;
  canWrite: boolean;
  /** Invitations' addresses are read only by those who may invite. */
  withInvites: boolean;
}

/** The people of a group and its pending invitations, with their role and end of access. */
export function MembersSection({ group, canWrite, withInvites }: MembersSectionProps) {
  const { t, i18n } = useTranslation();
  const section = useMembersSection(group, withInvites);
  const columns: Column<GroupMember>[] = [
    { id: 'name', header: t('groupTypes.page.name'), isRowHeader: true, render: (member) => <Who member={member} /> },
    { id: 'role', header: t('groupTypes.page.members.role'), render: (member) => section.roleName(member.roleId) },
    {
      id: 'expiresOn',
      header: t('groupTypes.page.members.accessEnds'),
      noWrap: true,
      render: (member) =>
        member.expiresOn ? formatDate(member.expiresOn, i18n.language) : t('groupTypes.page.members.noEnd'),
    },
  ];
  const rowActions: TableRowActions<GroupMember> | undefined = canWrite
    ? {
        header: t('groupTypes.groups.actions'),
        actions: (member) => [
          {
            label: t('groupTypes.page.members.edit', { name: section.nameOf(member) }),
            icon: 'edit',
            onClick: () => section.startEditing(member),
          },
          {
            label: t('groupTypes.page.members.remove', { name: section.nameOf(member) }),
            icon: 'delete',
            onClick: () => section.askRemove(member),
          },
        ],
      }
    : undefined;

  return (
    <Stack spacing={2}>
      {canWrite && <SectionAddButton label={t('groupTypes.page.members.add')} onClick={section.startAdding} />}
      <ResourceTable columns={columns} rowActions={rowActions} getRowId={memberId} {...section.table} />
      {section.dialog && (
        <MemberDialog
          groupName={group.name}
          editing={section.dialog.editing}
          roles={section.roles}
          taken={section.taken}
          onSubmit={section.submit}
          onClose={section.closeDialog}
        />
      )}
      <RemoveFromGroupDialog part="members" section={section} groupName={group.name} />
      {section.lockoutDialog && <LockoutDialog {...section.lockoutDialog} />}
    </Stack>
  );
}
