import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, IconButton, InputBase } from '@mui/material';
import { styled } from '@mui/material/styles';
import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridRow as Row } from '../model/edits';
import { KEY_MAX_LENGTH } from '../model/schemas';
import { gridColumns } from './grid-layout';
import '../catalogue';

export const Cell = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minWidth: 0,
  padding: theme.spacing(0.5, 1.5),
  borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  outline: 'none',
  '&:focus-visible, &:focus-within': { boxShadow: `inset 0 0 0 2px ${(theme.vars ?? theme).palette.primary.main}` },
  '&[data-edited="true"]': { backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.08) },
}));

/** The key column stays in view when the grid scrolls sideways. */
export const KeyCell = styled(Cell)(({ theme }) => ({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  borderRight: `1px solid ${(theme.vars ?? theme).palette.divider}`,
}));

const Line = styled('span')({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export type CommitMove = 'stay' | 'next' | 'previous' | 'none';

function CellEditor({ initial, label, maxLength, onCommit, onCancel }: {
  initial: string;
  label: string;
  maxLength?: number;
  onCommit: (value: string, move: CommitMove) => void;
  onCancel: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useEffect(() => {
    const element = input.current;
    element?.focus();
    element?.setSelectionRange(element.value.length, element.value.length);
  }, []);
  const finish = (value: string | null, move: CommitMove) => {
    if (done.current) return;
    done.current = true;
    if (value === null) onCancel();
    else onCommit(value, move);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The editor's keys are its own: arrows move the caret, not the cell.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(event.currentTarget.value, 'stay');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(null, 'stay');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      finish(event.currentTarget.value, event.shiftKey ? 'previous' : 'next');
    }
  };
  return (
    <InputBase
      inputRef={input}
      defaultValue={initial}
      fullWidth
      size="small"
      onKeyDown={onKeyDown}
      onBlur={(event) => finish(event.currentTarget.value, 'none')}
      inputProps={{ 'aria-label': label, maxLength, dir: 'auto', spellCheck: true }}
      sx={{ fontSize: 'inherit' }}
    />
  );
}

export interface GridRowProps {
  row: Row;
  /** Position in the shown rows (0-based). */
  index: number;
  top: number;
  height: number;
  languages: readonly string[];
  languageNames: readonly string[];
  problem: string | undefined;
  /** The row's focusable cell, when the grid's active cell is in this row. */
  activeColumn: number | undefined;
  editing: { column: number; initial: string } | undefined;
  onCommit: (row: Row, column: number, value: string, move: CommitMove) => void;
  onCancel: () => void;
  onDelete: (row: Row) => void;
  onRestore: (row: Row) => void;
}

/** One translation: its key (with what changed and what is wrong), a cell per language, and delete or keep. */
export const GridRowView = memo(function GridRowView(props: GridRowProps) {
  const { row, index, top, height, languages, languageNames, problem, activeColumn, editing, onCommit, onCancel } = props;
  const { t } = useTranslation();
  const deleted = row.status === 'deleted';
  const keyText = row.key || t('translations.cell.noKey');
  const focusable = (column: number) => (activeColumn === column ? 0 : -1);
  const actionsColumn = languages.length + 1;
  const editorFor = (column: number, label: string, maxLength?: number) =>
    editing?.column === column ? (
      <CellEditor initial={editing.initial} label={label} maxLength={maxLength} onCommit={(value, move) => onCommit(row, column, value, move)} onCancel={onCancel} />
    ) : null;

  return (
    <Box
      role="row"
      aria-rowindex={index + 2}
      data-row={index}
      sx={{
        position: 'absolute', top: 0, left: 0, width: '100%', height, transform: `translateY(${top}px)`,
        display: 'grid', gridTemplateColumns: gridColumns(languages.length),
        ...(deleted ? { color: 'text.secondary', textDecoration: 'line-through' } : {}),
      }}
    >
      <KeyCell role="rowheader" aria-colindex={1} tabIndex={focusable(0)} data-cell={`${index}:0`} aria-invalid={problem ? true : undefined}
        sx={{ borderLeft: 4, borderLeftColor: row.status === 'new' ? 'success.main' : row.status === 'changed' ? 'primary.main' : deleted ? 'error.main' : 'transparent' }}
      >
        {editorFor(0, t('translations.cell.key'), KEY_MAX_LENGTH) ?? (
          <Line sx={{ fontFamily: 'monospace', fontStyle: row.key ? undefined : 'italic' }}>{keyText}</Line>
        )}
        {row.status !== 'saved' && (
          <Line sx={{ typography: 'caption', color: 'text.secondary', textDecoration: 'none' }}>{t(`translations.status.${row.status}`)}</Line>
        )}
        {problem && (
          <Box component="span" sx={{ typography: 'caption', lineHeight: '18px', color: 'error.main', fontWeight: 500, textDecoration: 'none', overflowWrap: 'anywhere' }}>
            {problem}
          </Box>
        )}
      </KeyCell>
      {languages.map((code, position) => {
        const column = position + 1;
        const text = row.languages[code] ?? '';
        return (
          <Cell key={code} role="gridcell" aria-colindex={column + 1} tabIndex={focusable(column)} data-cell={`${index}:${column}`}
            aria-readonly={deleted || undefined} data-edited={!deleted && text !== (row.savedLanguages[code] ?? '')}
          >
            {editorFor(column, t('translations.cell.text', { language: languageNames[position], key: keyText })) ?? <Line dir="auto">{text}</Line>}
          </Cell>
        );
      })}
      <Cell role="gridcell" aria-colindex={actionsColumn + 1} sx={{ alignItems: 'center', textDecoration: 'none' }}>
        {deleted ? (
          <IconButton size="small" tabIndex={focusable(actionsColumn)} data-cell={`${index}:${actionsColumn}`}
            aria-label={t('translations.actions.restore', { key: keyText })} onClick={() => props.onRestore(row)}
          >
            <UndoIcon fontSize="small" />
          </IconButton>
        ) : (
          <IconButton size="small" tabIndex={focusable(actionsColumn)} data-cell={`${index}:${actionsColumn}`}
            aria-label={row.status === 'new' && !row.key ? t('translations.actions.deleteNew') : t('translations.actions.delete', { key: keyText })}
            onClick={() => props.onDelete(row)}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </Cell>
    </Box>
  );
});
