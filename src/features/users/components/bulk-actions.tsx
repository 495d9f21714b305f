import { Button, Stack } from '@mui/material';
import { memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkKind } from '../hooks/use-bulk-action';
import type { User } from '../model/schemas';
import { lazyPopup } from '@/ui/use-lazy-popup';
import type { BulkDialogProps } from './bulk-dialog';
import '../catalogue';

interface BulkActionsProps {
  /** The selected users; the toolbar shows only when there are some. */
  users: User[];
  /** After an action was applied: the selection is cleared. */
  onDone: () => void;
}

// The preview dialog downloads when an action is first pointed at, focused or chosen.
const BulkDialog = lazyPopup<BulkDialogProps>(() =>
  import('./bulk-dialog').then((module) => ({ default: module.BulkDialog })),
);

/** The actions on the selected users (the page shows how many): give a role in a group, remove from a group, remove from the company. */
export const BulkActions = memo(function BulkActions({ users, onDone }: BulkActionsProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<BulkKind | null>(null);
  // The users as they were when the dialog opened: the preview and its outcome stay about them.
  const [chosen, setChosen] = useState<User[]>([]);
  if (users.length === 0 && kind === null) return null;

  const open = (next: BulkKind) => {
    setChosen(users);
    setKind(next);
  };

  return (
    <>
      <Stack
        role="toolbar"
        aria-label={t('users.bulk.toolbarLabel')}
        direction="row"
        spacing={1}
        useFlexGap
        // A framed bar on the card colour: primary text buttons on a grey bar fell short of AA contrast.
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          px: 1,
          py: 0.5,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Button
          size="small"
          onClick={() => open('giveRole')}
          onPointerEnter={BulkDialog.preload}
          onFocus={BulkDialog.preload}
        >
          {t('users.bulk.giveRole')}
        </Button>
        <Button
          size="small"
          onClick={() => open('removeFromGroup')}
          onPointerEnter={BulkDialog.preload}
          onFocus={BulkDialog.preload}
        >
          {t('users.bulk.removeFromGroup')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => open('removeFromCompany')}
          onPointerEnter={BulkDialog.preload}
          onFocus={BulkDialog.preload}
        >
          {t('users.bulk.removeFromCompany')}
        </Button>
      </Stack>
      {kind !== null && (
        <Suspense fallback={null}>
          <BulkDialog.Component
            kind={kind}
            users={chosen}
            onCancel={() => setKind(null)}
            onDone={() => {
              setKind(null);
              onDone();
            }}
          />
        </Suspense>
      )}
    </>
  );
});
