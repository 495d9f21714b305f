import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipChangesModel } from '../hooks/use-membership-changes';
import type { MembershipNames } from '../hooks/use-membership-names';
import { dateOfExpiry, expiryFromDate } from '../model/membership-diff';
import type { Membership, User } from '../model/schemas';
import { ExpiryField, GroupSelect, RoleSelect } from './membership-fields';
import '../catalogue';
import '../catalogue-dialogs';

interface RowProps {
  membership: Membership;
  names: MembershipNames;
  changes: MembershipChangesModel;
  onRemoved: () => void;
}

/** A value typed or picked while the server still has `from`; once the server's value moves on, the server wins. */
interface Pending<T> {
  from: T;
  value: T;
}

/** The expiry a date field asks for, or the problem with it (an expiry must lie ahead). */
function expiryOf(date: string): { expiresOn: string | null } | { problem: 'EXPIRY_INVALID' | 'EXPIRY_PAST' } {
  const expiresOn = expiryFromDate(date);
  if (expiresOn === null) return { expiresOn };
  const at = Date.parse(expiresOn);
  if (Number.isNaN(at)) return { problem: 'EXPIRY_INVALID' };
  return at <= Date.now() ? { problem: 'EXPIRY_PAST' } : { expiresOn };
}

/** One membership, changed on its own: the role at once, the expiry when the field is left. */
function MembershipRow({ membership, names, changes, onRemoved }: RowProps) {
  const { t } = useTranslation();
  const serverRole = membership.role?.publicId ?? null;
  const serverDate = dateOfExpiry(membership.expiresOn);
  const [role, setRole] = useState<Pending<string | null> | null>(null);
  const [date, setDate] = useState<Pending<string> | null>(null);
  const [dateProblem, setDateProblem] = useState<'EXPIRY_INVALID' | 'EXPIRY_PAST' | null>(null);
  const shownRole = role && role.from === serverRole ? role.value : serverRole;
  const shownDate = date && date.from === serverDate ? date.value : serverDate;
  // Once the server has moved on, what was picked is spent (adjusted while rendering, as React advises): an Undo that
  // brings the old value back then shows it.
  if (role && role.from !== serverRole) setRole(null);
  if (date && date.from !== serverDate) setDate(null);
  const group = names.groupName(membership.group.publicId);

  const changeRole = async (roleId: string) => {
    setRole({ from: serverRole, value: roleId });
    if (!(await changes.changeRole(membership, roleId))) setRole(null);
  };
  const commitDate = async () => {
    if (shownDate === serverDate) return setDateProblem(null);
    const asked = expiryOf(shownDate);
    if ('problem' in asked) return setDateProblem(asked.problem);
    setDateProblem(null);
    if (!(await changes.changeExpiry(membership, asked.expiresOn))) setDate(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') void commitDate();
  };

  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {group}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <RoleSelect
          names={names}
          label={t('users.memberships.role')}
          name={t('users.memberships.roleIn', { group })}
          value={shownRole}
          onChange={(roleId) => void changeRole(roleId)}
        />
        <Box sx={{ width: '100%' }} onKeyDown={onKeyDown}>
          <ExpiryField
            label={t('users.memberships.expiresOn')}
            name={t('users.memberships.expiresIn', { group })}
            value={shownDate}
            onChange={(value) => setDate({ from: serverDate, value })}
            onBlur={() => void commitDate()}
            error={dateProblem ? t(`users.memberships.problems.${dateProblem}`) : undefined}
          />
        </Box>
        <IconButton
          aria-label={t('users.memberships.removeOne', { group })}
          title={t('users.memberships.removeOne', { group })}
          onClick={() => void changes.remove(membership).then((removed) => removed && onRemoved())}
        >
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}

/** A new membership of this user, added on its own (UserMembershipList POST). */
function AddMembership({ names, changes }: { names: MembershipNames; changes: MembershipChangesModel }) {
  const { t } = useTranslation();
  const [groupId, setGroupId] = useState('');
  const [roleId, setRoleId] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<'EXPIRY_INVALID' | 'EXPIRY_PAST' | null>(null);
  const headingId = useId();

  const add = async () => {
    if (!groupId || !roleId) return;
    const asked = expiryOf(date);
    if ('problem' in asked) return setProblem(asked.problem);
    setProblem(null);
    if (await changes.add(groupId, roleId, asked.expiresOn)) {
      setGroupId('');
      setRoleId(null);
      setDate('');
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ pt: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {t('users.memberships.addTitle')}
      </Typography>
      <Stack spacing={1.5}>
        <GroupSelect names={names} label={t('users.memberships.group')} value={groupId} onChange={setGroupId} />
        <RoleSelect names={names} label={t('users.memberships.role')} value={roleId} onChange={setRoleId} />
        <ExpiryField
          label={t('users.memberships.expiresOn')}
          value={date}
          onChange={setDate}
          error={problem ? t(`users.memberships.problems.${problem}`) : undefined}
        />
        <Box>
          <Button variant="outlined" disabled={!groupId || !roleId || changes.pending} onClick={() => void add()}>
            {t('users.memberships.add')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

interface MembershipListProps {
  user: User;
  names: MembershipNames;
  changes: MembershipChangesModel;
}

/** The user's memberships with their single changes: role, expiry, removal and a new one, each sent on its own. */
export function MembershipList({ user, names, changes }: MembershipListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <>
      {/* Live, unlike Edit memberships' draft: said up front, so nobody takes a pick here for a preview. */}
      <Typography variant="body2" color="text.secondary">
        {t('users.memberships.liveHint')}
      </Typography>
      {user.memberships.length === 0 ? (
        <Typography color="text.secondary">{t('users.memberships.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          ref={listRef}
          tabIndex={-1}
          aria-label={t('users.memberships.listLabel', { name: user.name })}
          sx={{ m: 0, p: 0 }}
        >
          {user.memberships.map((membership) => (
            // After a removal the focus goes to the list rather than to the page.
            <MembershipRow
              key={membership.publicId}
              membership={membership}
              names={names}
              changes={changes}
              onRemoved={() => listRef.current?.focus()}
            />
          ))}
        </Box>
      )}
      <AddMembership names={names} changes={changes} />
    </>
  );
}
