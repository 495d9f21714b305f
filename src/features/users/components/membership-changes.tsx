import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipNames } from '../hooks/use-membership-names';
import type { MembershipDiff, MembershipField } from '../model/membership-diff';
import '../catalogue';
import '../catalogue-dialogs';

/** What Save will change, listed before it is pressed: added, removed and changed memberships. */
export function MembershipChanges({ diff, names }: { diff: MembershipDiff; names: MembershipNames }) {
  const { t } = useTranslation();
  const headingId = useId();
  const until = (expiresOn: string | null) =>
    expiresOn ? t('users.memberships.change.until', { date: names.date(expiresOn) }) : '';
  const detail = (
    field: MembershipField,
    before: MembershipDiff['changed'][number]['before'],
    after: MembershipDiff['changed'][number]['after'],
  ) => {
    if (field === 'group')
      return t('users.memberships.change.group', {
        from: names.groupName(before.group.publicId),
        to: names.groupName(after.groupId),
      });
    if (field === 'role')
      return t('users.memberships.change.role', {
        from: names.roleName(before.role?.publicId ?? null),
        to: names.roleName(after.roleId),
      });
    return t('users.memberships.change.expiry', {
      from: names.date(before.expiresOn),
      to: names.date(after.expiresOn),
    });
  };
  const lines = [
    ...diff.added.map((draft) => ({
      key: `added-${draft.key}`,
      text:
        draft.groupId && draft.roleId
          ? t('users.memberships.change.added', {
              role: names.roleName(draft.roleId),
              group: names.groupName(draft.groupId),
              until: until(draft.expiresOn),
            })
          : t('users.memberships.change.addedIncomplete'),
    })),
    ...diff.removed.map((membership) => ({
      key: `removed-${membership.publicId}`,
      text: t('users.memberships.change.removed', {
        role: names.roleName(membership.role?.publicId ?? null),
        group: names.groupName(membership.group.publicId),
      }),
    })),
    ...diff.changed.map(({ before, after, fields }) => ({
      key: `changed-${before.publicId}`,
      text: t('users.memberships.change.changed', {
        group: names.groupName(before.group.publicId),
        details: fields.map((field) => detail(field, before, after)).join('; '),
      }),
    })),
  ];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        {t('users.memberships.changesTitle')}
      </Typography>
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('users.memberships.noChanges')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {lines.map((line) => (
            <Typography key={line.key} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {line.text}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
