import { useMemo, useState } from 'react';
import { useAppDispatch } from '@/store';
import { SNACKBAR_DURATION, snackbarRequested, useFailureNotice } from '@/features/notices';
import { useReplaceUserMembershipsMutation } from '../api';
import { draftsOf, membershipDiff, replaceBody, type MembershipDraft } from '../model/membership-diff';
import type { Membership } from '../model/schemas';
import '../catalogue';
import '../catalogue-dialogs';
import { useLeaveGuard } from '@/ui/use-leave-guard';
import type { LockoutChange } from '@/features/lockout';

let newRowSequence = 0;

interface EditingState {
  /** Whose list: another user's edits are never shown. */
  userId: string;
  drafts: MembershipDraft[];
  /** The memberships the drafts were made from. */
  base: readonly Membership[];
  /** When editing began: expiries must lie after it. */
  startedAt: number;
}

/**
 * Editing one user's whole membership list: the draft rows, what they change (membership-diff), and Save with
 * UserMembershipUserList PUT, which replaces every membership of the user. A failure keeps the edits.
 */
export function useMembershipEditor(
  userId: string,
  memberships: readonly Membership[],
  allows: (change: LockoutChange) => Promise<boolean> = () => Promise.resolve(true),
) {
  const dispatch = useAppDispatch();
  const notifyFailure = useFailureNotice();
  const [replace, replacing] = useReplaceUserMembershipsMutation();
  const [state, setEditing] = useState<EditingState | null>(null);
  const editing = state?.userId === userId ? state : null;

  // The server's list changed under an editor nobody has touched yet (a single change saved a moment before Edit was
  // pressed, say): the rows follow it, so they never hold an older list that Save would write back.
  if (
    editing &&
    editing.base !== memberships &&
    !membershipDiff(editing.base, editing.drafts, editing.startedAt).hasChanges
  ) {
    setEditing({ ...editing, base: memberships, drafts: draftsOf(memberships) });
  }

  const diff = useMemo(
    () => (editing ? membershipDiff(memberships, editing.drafts, editing.startedAt) : null),
    [editing, memberships],
  );
  const dirty = diff?.hasChanges ?? false;

  const blocker = useLeaveGuard(dirty);

  const update = (change: (drafts: MembershipDraft[]) => MembershipDraft[]) =>
    setEditing((current) => (current ? { ...current, drafts: change(current.drafts) } : current));

  const save = async () => {
    if (!editing || !diff?.canSave) return;
    const replaced = editing.drafts.map((draft) => ({ groupId: draft.groupId, roleId: draft.roleId }));
    if (!(await allows({ kind: 'replaceUser', userId, memberships: replaced }))) return;
    try {
      await replace({ userId, memberships: replaceBody(editing.drafts) }).unwrap();
      setEditing(null);
      dispatch(
        snackbarRequested({
          messageKey: 'users.memberships.saved',
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
    } catch (error) {
      // docs/RULES.md#users: the first message for 3 s; the edits stay so they can be saved again.
      notifyFailure(error, 'users.memberships.replaceFailed');
    }
  };

  return {
    editing: editing !== null,
    drafts: editing?.drafts ?? [],
    diff,
    dirty,
    saving: replacing.isLoading,
    blocker,
    start: () => setEditing({ userId, drafts: draftsOf(memberships), base: memberships, startedAt: Date.now() }),
    stop: () => setEditing(null),
    change: (key: string, fields: Partial<Omit<MembershipDraft, 'key' | 'publicId'>>) =>
      update((drafts) => drafts.map((draft) => (draft.key === key ? { ...draft, ...fields } : draft))),
    addRow: () => {
      newRowSequence += 1;
      update((drafts) => [
        ...drafts,
        { key: `new-${newRowSequence}`, publicId: null, groupId: '', roleId: null, expiresOn: null },
      ]);
    },
    removeRow: (key: string) => update((drafts) => drafts.filter((draft) => draft.key !== key)),
    save,
  };
}

export type MembershipEditorModel = ReturnType<typeof useMembershipEditor>;
