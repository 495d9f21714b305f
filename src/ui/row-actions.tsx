import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';

/** One icon button of a row: edit, delete, or one with its own icon. */
export interface RowAction {
  /** Accessible name, with the row's name: "Edit Ann", "Delete Ann", "Remove Ann from the group". */
  label: string;
  /** `edit` and `delete` draw the pencil and the bin every list uses; anything else is drawn as given. */
  icon: 'edit' | 'delete' | ReactElement;
  onClick: () => void;
  /** The name also shows as a tooltip (for an icon that is not a pencil or a bin). */
  tooltip?: boolean;
  /** Shown but not offered: the reason follows the name ("Delete Ann. It is in use.") and is its tooltip. */
  disabledReason?: string;
}

/** The last column of a list: each row's action buttons, right-aligned. */
export interface TableRowActions<T> {
  /** The column's header ("Actions"). */
  header: string;
  /** The row's buttons, in order; none leaves the cell blank (or shows `otherwise`). */
  actions: (row: T) => readonly RowAction[];
  /** What a row without actions shows instead (e.g. a chip saying why it cannot be changed). */
  otherwise?: (row: T) => ReactNode;
}

const ICONS = {
  edit: <EditOutlinedIcon fontSize="small" />,
  delete: <DeleteOutlineIcon fontSize="small" />,
};

function RowActionButton({ action }: { action: RowAction }) {
  const { label, icon, onClick, tooltip, disabledReason } = action;
  const drawn = icon === 'edit' ? ICONS.edit : icon === 'delete' ? ICONS.delete : icon;
  if (disabledReason !== undefined)
    return (
      // A disabled button shows no tooltip of its own, so its wrapper carries the reason.
      <Tooltip title={disabledReason}>
        <span>
          <IconButton size="small" aria-label={`${label}. ${disabledReason}`} disabled>
            {drawn}
          </IconButton>
        </span>
      </Tooltip>
    );
  const button = (
    <IconButton size="small" aria-label={label} onClick={onClick}>
      {drawn}
    </IconButton>
  );
  return tooltip ? <Tooltip title={label}>{button}</Tooltip> : button;
}

/** The buttons of one row (the cell of the row-actions column). */
export function RowActionButtons<T>({ row, rowActions }: { row: T; rowActions: TableRowActions<T> }) {
  const actions = rowActions.actions(row);
  if (actions.length === 0) return rowActions.otherwise?.(row) ?? null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {actions.map((action) => (
        <RowActionButton key={action.label} action={action} />
      ))}
    </Stack>
  );
}
