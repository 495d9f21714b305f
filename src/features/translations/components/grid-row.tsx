import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { InputBase } from '@mui/material';
import { memo, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridRow as Row } from '../model/edits';
import { KEY_MAX_LENGTH } from '../model/schemas';
import { gridColumns } from './grid-layout';
import { gridClasses } from './grid-styles';
import '../catalogue';

export type CommitMove = 'stay' | 'next' | 'previous' | 'none';

function CellEditor({
  initial,
  label,
  maxLength,
  describedBy,
  onCommit,
  onCancel,
}: {
  initial: string;
  label: string;
  maxLength?: number;
  describedBy?: string;
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
      inputProps={{
        'aria-label': label,
        'aria-describedby': describedBy,
        maxLength,
        dir: 'auto',
        spellCheck: maxLength === undefined,
      }}
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
  const { row, index, top, height, languages, languageNames, problem, activeColumn, editing, onCommit, onCancel } =
    props;
  const { t } = useTranslation();
  const deleted = row.status === 'deleted';
  const keyText = row.key || t('translations.cell.noKey');
  const focusable = (column: number) => (activeColumn === column ? 0 : -1);
  const actionsColumn = languages.length + 1;
  const hintId = useId();
  const editingKey = editing?.column === 0;
  const editorFor = (column: number, label: string, maxLength?: number) =>
    editing?.column === column ? (
      <CellEditor
        initial={editing.initial}
        label={label}
        maxLength={maxLength}
        describedBy={column === 0 ? hintId : undefined}
        onCommit={(value, move) => onCommit(row, column, value, move)}
        onCancel={onCancel}
      />
    ) : null;

  return (
    <div
      role="row"
      className={gridClasses.row}
      aria-rowindex={index + 2}
      data-row={index}
      data-status={row.status}
      style={{ height, transform: `translateY(${top}px)`, gridTemplateColumns: gridColumns(languages.length) }}
    >
      <div
        role="rowheader"
        className={`${gridClasses.cell} ${gridClasses.key}`}
        aria-colindex={1}
        tabIndex={focusable(0)}
        data-cell={`${index}:0`}
        data-status={row.status}
        aria-invalid={problem ? true : undefined}
      >
        {editorFor(0, t('translations.cell.key'), KEY_MAX_LENGTH) ?? (
          <span className={`${gridClasses.line} ${gridClasses.keyText}`} data-empty={!row.key}>
            {keyText}
          </span>
        )}
        {/* While a key is typed, the line under it says what a key may hold. */}
        {editingKey ? (
          <span id={hintId} className={gridClasses.caption}>
            {t('translations.cell.keyHint')}
          </span>
        ) : (
          row.status !== 'saved' && (
            <span className={gridClasses.caption}>{t(`translations.status.${row.status}`)}</span>
          )
        )}
        {problem && (
          <span className={gridClasses.caption} data-problem="true">
            {problem}
          </span>
        )}
      </div>
      {languages.map((code, position) => {
        const column = position + 1;
        const text = row.languages[code] ?? '';
        return (
          <div
            key={code}
            role="gridcell"
            className={gridClasses.cell}
            aria-colindex={column + 1}
            tabIndex={focusable(column)}
            data-cell={`${index}:${column}`}
            aria-readonly={deleted || undefined}
            data-edited={!deleted && text !== (row.savedLanguages[code] ?? '')}
          >
            {editorFor(column, t('translations.cell.text', { language: languageNames[position], key: keyText })) ?? (
              <span className={gridClasses.line} dir="auto">
                {text}
              </span>
            )}
          </div>
        );
      })}
      <div role="gridcell" className={`${gridClasses.cell} ${gridClasses.actions}`} aria-colindex={actionsColumn + 1}>
        <button
          type="button"
          className={gridClasses.action}
          tabIndex={focusable(actionsColumn)}
          data-cell={`${index}:${actionsColumn}`}
          aria-label={
            deleted
              ? t('translations.actions.restore', { key: keyText })
              : row.status === 'new' && !row.key
                ? t('translations.actions.deleteNew')
                : t('translations.actions.delete', { key: keyText })
          }
          onClick={() => (deleted ? props.onRestore(row) : props.onDelete(row))}
        >
          {deleted ? <UndoIcon /> : <DeleteOutlineIcon />}
        </button>
      </div>
    </div>
  );
});
