import { useState } from 'react';

/** Why a list's own rule refuses to delete an item (the ordered types: `deletionVerdict` in use-ordered-type-list.ts). */
export type DeletionRefusal = 'inUse' | 'lastOne';

/** Which dialog of a list is open: one state instead of a flag per dialog. */
export type ListOperation<T> =
  | { kind: 'idle' }
  | { kind: 'add' }
  | { kind: 'edit'; item: T }
  | { kind: 'confirmDelete'; item: T }
  | { kind: 'cannotDelete'; item: T; reason: DeletionRefusal };

/** A list whose items may not always be deleted: its rule, asked before the confirmation. */
export interface DeletionRule<T> {
  /** Why the item may not be deleted, or undefined when it may; rejects when the check fails. */
  refusal: (item: T) => Promise<DeletionRefusal | undefined>;
  onCheckFailed: (error: unknown) => void;
}

/** Without a deletion rule, `requestDelete` asks for confirmation straight away. */
export function useListOperation<T>(deletion?: DeletionRule<T>) {
  const [operation, setOperation] = useState<ListOperation<T>>({ kind: 'idle' });
  const [checking, setChecking] = useState(false);

  const requestDelete = async (item: T): Promise<void> => {
    if (!deletion) return setOperation({ kind: 'confirmDelete', item });
    setChecking(true);
    try {
      const reason = await deletion.refusal(item);
      setOperation(reason ? { kind: 'cannotDelete', item, reason } : { kind: 'confirmDelete', item });
    } catch (error) {
      deletion.onCheckFailed(error);
    } finally {
      setChecking(false);
    }
  };

  return {
    operation,
    checking,
    add: () => setOperation({ kind: 'add' }),
    edit: (item: T) => setOperation({ kind: 'edit', item }),
    requestDelete,
    /** Ask for confirmation straight away, whatever the rule. */
    confirmDelete: (item: T) => setOperation({ kind: 'confirmDelete', item }),
    close: () => setOperation({ kind: 'idle' }),
  };
}
