import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import type { SubmitOutcome } from '@/ui/use-server-aware-form';
import { useChangeNotice, useFailureNotice } from '@/features/notices';
import { useAddThingMutation, useGroupThingsQuery, useRemoveThingMutation, type ThingKind } from '../group-page-api';
import { refusalOf, type ThingFormValues } from '../model/group-forms';
import type { GroupDetail, GroupThing } from '../model/group-page';
import '../catalogue';

/** The server's property of the device or asset in a refusal, shown under the picker. */
const PICKER_FIELD = { agent: 'thing', asset: 'thing' };

/** The devices or assets of one group: the list, and adding and removing (after a confirmation) with MANAGE_GROUPS. */
export function useThingsSection(kind: ThingKind, group: GroupDetail) {
  const { t } = useTranslation();
  const notifyChange = useChangeNotice();
  const notifyFailure = useFailureNotice();
  const groupId = group.publicId;
  const query = useGroupThingsQuery({ kind, groupId });
  const [add] = useAddThingMutation();
  const [remove, removal] = useRemoveThingMutation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<GroupThing | null>(null);
  const taken = useMemo(() => new Set((query.data ?? []).map((thing) => thing.publicId)), [query.data]);
  const nameOf = (thing: Pick<GroupThing, 'name' | 'publicId'>) =>
    thing.name ?? t(`groupTypes.page.${kind}.unnamed`, { id: thing.publicId });

  const submit = async ({ thing }: ThingFormValues): Promise<SubmitOutcome> => {
    if (!thing) return { ok: false, fieldErrors: {} };
    try {
      await add({ kind, groupId, publicId: thing.publicId }).unwrap();
    } catch (error) {
      return refusalOf(error, PICKER_FIELD);
    }
    setAdding(false);
    notifyChange({
      messageKey: `groupTypes.page.${kind}.notices.added`,
      messageValues: { name: thing.name, group: group.name },
    });
    return { ok: true };
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const thing = removing;
    try {
      await remove({ kind, groupId, publicId: thing.publicId, membershipId: thing.membershipId }).unwrap();
      notifyChange({
        messageKey: `groupTypes.page.${kind}.notices.removed`,
        messageValues: { name: nameOf(thing), group: group.name },
        // One call puts it back.
        undo: () =>
          void add({ kind, groupId, publicId: thing.publicId })
            .unwrap()
            .catch((error: unknown) => notifyFailure(error, `groupTypes.page.${kind}.addFailed`)),
      });
    } catch (error) {
      notifyFailure(error, `groupTypes.page.${kind}.removeFailed`);
    } finally {
      setRemoving(null);
    }
  };

  return {
    nameOf,
    table: {
      label: t(`groupTypes.page.${kind}.tableLabel`, { group: group.name }),
      rows: query.data,
      isLoading: query.isLoading,
      error: query.isError ? firstErrorMessage(query.error, t(`groupTypes.page.${kind}.loadFailed`)) : undefined,
      onRetry: () => void query.refetch(),
      emptyText: t(`groupTypes.page.${kind}.empty`),
    },
    taken,
    adding,
    startAdding: () => setAdding(true),
    stopAdding: () => setAdding(false),
    submit,
    removing,
    askRemove: setRemoving,
    cancelRemove: () => setRemoving(null),
    confirmRemove,
    removePending: removal.isLoading,
  };
}
