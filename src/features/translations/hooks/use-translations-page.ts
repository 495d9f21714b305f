import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import { saveFile } from '@/lib/download';
import { formatBytes } from '@/lib/intl-formatters';
import { readTextFile } from '@/lib/read-text-file';
import { useTranslationsQuery } from '../api';
import type { FocusRequest } from '../components/grid-layout';
import { gridRows, type GridRow } from '../model/edits';
import { CSV_FILE, IMPORT_MAX_BYTES, JSON_FILE, parseImport, toCsv, toJson, type ImportProblem } from '../model/files';
import { ENGLISH, orderLanguages, type Translation } from '../model/schemas';
import { buildSearchIndex, filterRows } from '../model/search';
import { useTranslationEdits } from './use-translation-edits';
import '../catalogue';

const NO_TRANSLATIONS: readonly Translation[] = [];

export type ExportChoice = { format: 'csv' | 'json'; scope: 'shown' | 'all' };
type Dialog =
  | { kind: 'language' }
  | { kind: 'export' }
  | { kind: 'discard' }
  | { kind: 'delete'; row: GridRow }
  | { kind: 'notice'; title: string; text: string };

/** A language's name in the interface's language, or its code when the browser knows none. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** /translations: the list, the local edits, search, the grid's focus, import, export and the dialogs. */
export function useTranslationsPage() {
  const { t, i18n } = useTranslation();
  const query = useTranslationsQuery();
  const saved = query.data ?? NO_TRANSLATIONS;
  const editing = useTranslationEdits(saved);
  const { edits, actions } = editing;
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const sequence = useRef(0);
  const focus = useCallback(
    (rowId: string, column: number, edit: boolean) =>
      setFocusRequest({ rowId, column, edit, seq: (sequence.current += 1) }),
    [],
  );

  const savedLanguages = useMemo(() => new Set(saved.flatMap((row) => Object.keys(row.languages))), [saved]);
  const languages = useMemo(() => {
    const local = [...edits.added, ...Object.values(edits.changed).map((languages) => ({ languages }))].flatMap((row) =>
      Object.keys(row.languages),
    );
    return orderLanguages([ENGLISH, ...savedLanguages, ...edits.columns, ...local]);
  }, [savedLanguages, edits]);
  const languageNames = useMemo(
    () => languages.map((code) => languageName(code, i18n.language)),
    [languages, i18n.language],
  );
  const rows = useMemo(() => gridRows(saved, edits), [saved, edits]);
  const searchIndex = useMemo(() => buildSearchIndex(saved), [saved]);
  const shown = useMemo(() => filterRows(rows, searchIndex, search), [rows, searchIndex, search]);

  const { clientProblems, serverProblems } = editing;
  const problems = useMemo(() => {
    const texts: Record<string, string> = {};
    for (const [rowId, problem] of Object.entries(clientProblems)) texts[rowId] = t(`translations.problems.${problem}`);
    return { ...texts, ...serverProblems };
  }, [clientProblems, serverProblems, t]);

  // What the grid shows now, for a Save that ends after more typing in the search box.
  const shownNow = useRef(shown);
  useLayoutEffect(() => {
    shownNow.current = shown;
  });
  const { save: saveEdits } = editing;
  const save = useCallback(async () => {
    const failed = new Set(await saveEdits());
    const first = rows.find((row) => failed.has(row.id));
    if (!first) return;
    if (!shownNow.current.includes(first)) setSearch('');
    focus(first.id, 0, false);
  }, [saveEdits, rows, focus]);

  const importFile = async (file: File) => {
    const read = await readTextFile(file, IMPORT_MAX_BYTES);
    if (!read.ok) {
      const text = t(`translations.import.${read.problem}`, {
        file: file.name,
        size: formatBytes(i18n.language, IMPORT_MAX_BYTES),
      });
      setDialog({ kind: 'notice', title: t('translations.import.failedTitle'), text });
      return;
    }
    const result = parseImport(file.name, read.text);
    if (!result.ok) {
      setDialog({
        kind: 'notice',
        title: t('translations.import.failedTitle'),
        text: importProblemText(result.problem, file.name),
      });
      return;
    }
    const summary = editing.importRows(result.rows, result.languages);
    setDialog({
      kind: 'notice',
      title: t('translations.import.doneTitle'),
      text: t('translations.import.done', { file: file.name, ...summary }),
    });
  };
  const importProblemText = (problem: ImportProblem, file: string): string =>
    t(`translations.import.${problem.code}`, { file, ...problem });

  const exportRows = (scope: ExportChoice['scope']) =>
    (scope === 'shown' ? shown : rows).filter((row) => row.status !== 'deleted' && row.key !== '');
  const exportFile = ({ format, scope }: ExportChoice) => {
    const chosen = exportRows(scope);
    if (format === 'csv') saveFile(CSV_FILE, toCsv(chosen, languages), 'text/csv;charset=utf-8');
    else saveFile(JSON_FILE, toJson(chosen), 'application/json');
    setDialog(null);
  };

  const onDelete = useCallback((row: GridRow) => setDialog({ kind: 'delete', row }), []);
  // Stable, so a search keystroke re-renders neither the page's buttons nor the save bar.
  const { addRow: addLocalRow } = actions;
  const addRow = useCallback(() => focus(addLocalRow(), 0, true), [focus, addLocalRow]);
  const openLanguage = useCallback(() => setDialog({ kind: 'language' }), []);
  const openExport = useCallback(() => setDialog({ kind: 'export' }), []);
  const discard = useCallback(() => setDialog({ kind: 'discard' }), []);
  const startSave = useCallback(() => void save(), [save]);
  const { count, saving } = editing;
  const problemCount = Object.keys(problems).length;
  const changes = useMemo(
    () => ({ count, problems: problemCount, saving, save: startSave, discard }),
    [count, problemCount, saving, startSave, discard],
  );
  const onRestore = useCallback((row: GridRow) => actions.restoreRow(row.id), [actions]);

  return {
    state: query.isLoading
      ? ('loading' as const)
      : query.isError
        ? ('error' as const)
        : rows.length === 0
          ? ('empty' as const)
          : ('ready' as const),
    error: query.isError ? firstErrorMessage(query.error) : undefined,
    retry: () => void query.refetch(),
    search,
    setSearch,
    total: rows.length,
    grid: {
      rows: shown,
      languages,
      languageNames,
      problems,
      readOnly: saving,
      focusRequest,
      onText: actions.setText,
      onKey: actions.setKey,
      onDelete,
      onRestore,
    },
    addRow,
    changes,
    blocker: editing.blocker,
    dialog,
    closeDialog: () => setDialog(null),
    openLanguage,
    addLanguage: (code: string) => {
      actions.addColumn(code);
      setDialog(null);
    },
    openExport,
    exportCounts:
      dialog?.kind === 'export' ? { shown: exportRows('shown').length, all: exportRows('all').length } : undefined,
    exportFile,
    importFile: (file: File) => void importFile(file),
    confirmDelete: (row: GridRow) => {
      actions.removeRow(row.id);
      setDialog(null);
    },
    confirmDiscard: () => {
      actions.discard();
      setDialog(null);
    },
  };
}
