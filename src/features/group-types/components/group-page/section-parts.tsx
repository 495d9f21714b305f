import AddIcon from '@mui/icons-material/Add';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { ThingKind } from '@/features/group-types/group-page-api';
import '@/features/group-types/catalogue';

/** The add button above a section's table, at its end. */
export function SectionAddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
        {label}
      </Button>
    </Stack>
  );
}

/** What a section's hook says of the removal it asks to confirm. */
interface Removal<T> {
  removing: T | null;
  removePending: boolean;
  confirmRemove: () => Promise<void>;
  cancelRemove: () => void;
  nameOf: (item: T) => string;
}

/** Asks before a member, a device or an asset leaves the group; open while the section's removal waits for it. */
export function RemoveFromGroupDialog<T>({
  part,
  section,
  groupName,
}: {
  part: 'members' | ThingKind;
  section: Removal<T>;
  groupName: string;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={section.removing !== null}
      title={t(`groupTypes.page.${part}.removeTitle`)}
      text={
        section.removing
          ? t(`groupTypes.page.${part}.removeText`, { name: section.nameOf(section.removing), group: groupName })
          : ''
      }
      confirmLabel={t('groupTypes.page.remove')}
      destructive
      pending={section.removePending}
      onConfirm={() => void section.confirmRemove()}
      onCancel={section.cancelRemove}
    />
  );
}
