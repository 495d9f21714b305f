import { useState } from 'react';

export type DeletionVerdict = 'allowed' | 'inUse' | 'lastOne';

/** docs/RULES.md#group-and-asset-types: a type may be deleted only when nothing uses it and it is not the last one. */
export function deletionVerdict(count: number, inUse: boolean): DeletionVerdict {
  if (inUse) return 'inUse';
  if (count <= 1) return 'lastOne';
  return 'allowed';
}

/** Which dialog of a list is open: one state instead of a flag per dialog. */
export type ListOperation<T> =
  | { kind: 'idle' }
  | { kind: 'add' }
  | { kind: 'edit'; item: T }
  | { kind: 'confirmDelete'; item: T }
  | { kind: 'cannotDelete'; item: T; reason: Exclude<DeletionVerdict, 'allowed'> };

interface Options<T> {
  /** How many items the list holds now. */
  count: number;
  /** Asks the server whether anything uses the item; rejects when the check fails. */
  isInUse: (item: T) => Promise<boolean>;
  onCheckFailed: (error: unknown) => void;
}

export function useListOperation<T>({ count, isInUse, onCheckFailed }: Options<T>) {
  const [operation, setOperation] = useState<ListOperation<T>>({ kind: 'idle' });
  const [checking, setChecking] = useState(false);

  const requestDelete = async (item: T): Promise<void> => {
    setChecking(true);
    try {
      const verdict = deletionVerdict(count, await isInUse(item));
      setOperation(
        verdict === 'allowed' ? { kind: 'confirmDelete', item } : { kind: 'cannotDelete', item, reason: verdict },
      );
    } catch (error) {
      onCheckFailed(error);
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
    /** For items without usage rules: ask straight away. */
    confirmDelete: (item: T) => setOperation({ kind: 'confirmDelete', item }),
    close: () => setOperation({ kind: 'idle' }),
  };
}
