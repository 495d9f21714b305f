import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipEditorModel } from '../hooks/use-membership-editor';
import type { MembershipNames } from '../hooks/use-membership-names';
import { dateOfExpiry, expiryFromDate, type MembershipProblem } from '../model/membership-diff';
import { MembershipChanges } from './membership-changes';
import { ExpiryField, GroupSelect, RoleSelect } from './membership-fields';
import '@/ui/catalogue';
import '../catalogue';
import '../catalogue-dialogs';

interface MembershipEditorProps {
  userName: string;
  names: MembershipNames;
  editor: MembershipEditorModel;
  /** Cancel pressed: the caller asks before dropping changes. */
  onCancel: () => void;
}

/** The whole membership list of a user edited as one, listing what Save changes; Save replaces every membership. */
export function MembershipEditor({ userName, names, editor, onCancel }: MembershipEditorProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { diff } = editor;

  // The Edit button that opened this is gone: the focus moves to the editor.
  useEffect(() => headingRef.current?.focus(), []);

  const problem = (key: string, kinds: readonly MembershipProblem[]) => {
    const found = diff?.problems[key]?.find((p) => kinds.includes(p));
    return found ? t(`users.memberships.problems.${found}`) : undefined;
  };

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => (event.preventDefault(), void editor.save())}>
      <Typography ref={headingRef} tabIndex={-1} variant="subtitle1" component="h3" sx={{ outline: 'none' }}>
        {t('users.memberships.editorLabel', { name: userName })}
      </Typography>
      {editor.drafts.map((draft, index) => {
        const label = t('users.memberships.rowLabel', { index: index + 1 });
        return (
          <Box
            key={draft.key}
            role="group"
            aria-label={label}
            sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2" component="h4">
                {label}
              </Typography>
              <IconButton
                aria-label={t('users.memberships.removeRow', { index: index + 1 })}
                onClick={() => editor.removeRow(draft.key)}
                disabled={editor.saving}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
            <Stack spacing={1.5}>
              <GroupSelect
                names={names}
                label={t('users.memberships.group')}
                value={draft.groupId}
                onChange={(groupId) => editor.change(draft.key, { groupId })}
                error={problem(draft.key, ['GROUP_REQUIRED', 'DUPLICATE_GROUP'])}
                disabled={editor.saving}
                autoFocus={draft.publicId === null}
              />
              <RoleSelect
                names={names}
                label={t('users.memberships.role')}
                value={draft.roleId}
                onChange={(roleId) => editor.change(draft.key, { roleId })}
                error={problem(draft.key, ['ROLE_REQUIRED'])}
                disabled={editor.saving}
              />
              <ExpiryField
                label={t('users.memberships.expiresOn')}
                value={dateOfExpiry(draft.expiresOn) || (draft.expiresOn ?? '')}
                onChange={(date) => editor.change(draft.key, { expiresOn: expiryFromDate(date) })}
                error={problem(draft.key, ['EXPIRY_INVALID', 'EXPIRY_PAST'])}
                disabled={editor.saving}
              />
            </Stack>
          </Box>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={editor.addRow} disabled={editor.saving}>
          {t('users.memberships.addRow')}
        </Button>
      </Box>
      {diff?.empty && <Alert severity="warning">{t('users.memberships.emptyList', { name: userName })}</Alert>}
      {diff && <MembershipChanges diff={diff} names={names} />}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={editor.saving}>
          {t('ui.actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={!diff?.canSave || editor.saving} loading={editor.saving}>
          {t('users.memberships.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
