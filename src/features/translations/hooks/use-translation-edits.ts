import { useCallback, useMemo, useRef, useState } from 'react';
import { useAppDispatch } from '@/store';
import type { AppError } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useCreateTranslationsMutation, useDeleteTranslationsMutation, useUpdateTranslationsMutation } from '../api';
import { buildBatch, checkBatch, serverProblems, type Batch, type BatchStep, type ClientProblem } from '../model/batch';
import * as model from '../model/edits';
import type { Languages, Translation } from '../model/schemas';
import '../catalogue';
import { useLeaveGuard } from '@/ui/use-leave-guard';

/** What a Save did, step by step, so a failure keeps exactly the edits that did not reach the server. */
interface Done {
  removed: string[];
  created: string[];
  updated: string[];
}

function withoutDone(edits: model.Edits, done: Done): model.Edits {
  const created = new Set(done.created);
  const updated = new Set(done.updated);
  const changed = Object.fromEntries(
    Object.entries(edits.changed).filter(([publicId]) => !updated.has(publicId) && !done.removed.includes(publicId)),
  );
  return {
    ...edits,
    changed,
    added: edits.added.filter((row) => !created.has(row.id)),
    deleted: edits.deleted.filter((id) => !done.removed.includes(id)),
  };
}

/**
 * The page's unsaved changes and Save: the client checks of docs/RULES.md#translations first (each on its row, no call while any fails),
 * then one batch: DELETE the removed rows (so their keys are free), POST the new ones, PATCH the changed ones. A step
 * that fails stops the Save; its errors land on the rows their listIndex names, and the edits not saved stay.
 */
export function useTranslationEdits(saved: readonly Translation[]) {
  const dispatch = useAppDispatch();
  const [edits, setEdits] = useState<model.Edits>(model.NO_EDITS);
  // The checks show once a Save was tried, and then follow every edit.
  const [checked, setChecked] = useState(false);
  const [fromServer, setFromServer] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const [create] = useCreateTranslationsMutation();
  const [update] = useUpdateTranslationsMutation();
  const [remove] = useDeleteTranslationsMutation();

  const count = model.changeCount(edits);
  const dirty = count > 0;
  const clientProblems = useMemo<Readonly<Record<string, ClientProblem>>>(
    () => (checked ? checkBatch(saved, buildBatch(saved, edits)) : {}),
    [checked, saved, edits],
  );

  const blocker = useLeaveGuard(dirty, dirty && !saving);

  const change = useCallback((rowId: string, next: (current: model.Edits) => model.Edits) => {
    setEdits(next);
    setFromServer((current) => {
      if (!(rowId in current)) return current;
      const { [rowId]: _fixed, ...others } = current;
      return others;
    });
  }, []);

  const actions = useMemo(
    () => ({
      setText: (rowId: string, code: string, text: string) =>
        change(rowId, (current) => model.setText(current, saved, rowId, code, text)),
      setKey: (rowId: string, key: string) => change(rowId, (current) => model.setKey(current, rowId, key)),
      addRow: (): string => {
        const id = model.newRowId();
        setEdits((current) => model.addRow(current, { id, key: '', languages: {} }));
        return id;
      },
      removeRow: (rowId: string) => change(rowId, (current) => model.removeRow(current, rowId)),
      restoreRow: (rowId: string) => change(rowId, (current) => model.restoreRow(current, rowId)),
      addColumn: (code: string) => setEdits((current) => model.addColumn(current, code)),
      discard: () => {
        setEdits((current) => ({ ...model.NO_EDITS, columns: current.columns }));
        setFromServer({});
        setChecked(false);
      },
    }),
    [change, saved],
  );

  /** Merges an imported file into the edits; what it changed. */
  const importRows = (
    rows: readonly { key: string; languages: Languages }[],
    languages: readonly string[],
  ): model.MergeSummary => {
    const merged = model.mergeImport(edits, saved, rows, languages);
    setEdits(merged.edits);
    setFromServer({});
    return merged.summary;
  };

  /** Runs the Save; resolves with the rows that have a problem (none when everything was saved). */
  const save = useCallback(async (): Promise<string[]> => {
    // One Save at a time: a second click while the first runs sends nothing.
    if (inFlight.current) return [];
    const batch: Batch = buildBatch(saved, edits);
    const problems = checkBatch(saved, batch);
    setChecked(true);
    setFromServer({});
    if (Object.keys(problems).length > 0) return Object.keys(problems);
    setSaving(true);
    inFlight.current = true;
    const done: Done = { removed: [], created: [], updated: [] };
    let failure: { step: BatchStep; error: AppError } | undefined;
    if (batch.remove.length > 0) {
      const result = await remove(batch.remove.map((item) => item.body));
      if (result.error) failure = { step: 'remove', error: result.error as AppError };
      else done.removed = batch.remove.map((item) => item.body.publicId);
    }
    if (!failure && batch.post.length > 0) {
      const result = await create(batch.post.map((item) => item.body));
      if (result.error) failure = { step: 'post', error: result.error as AppError };
      else done.created = batch.post.map((item) => item.rowId);
    }
    if (!failure && batch.patch.length > 0) {
      const result = await update(batch.patch.map((item) => item.body));
      if (result.error) failure = { step: 'patch', error: result.error as AppError };
      else done.updated = batch.patch.map((item) => item.rowId);
    }
    setEdits((current) => withoutDone(current, done));
    setSaving(false);
    inFlight.current = false;
    if (!failure) {
      setChecked(false);
      dispatch(
        snackbarRequested({
          messageKey: 'translations.save.saved',
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
      return [];
    }
    const { rows, general } = serverProblems(batch, failure.step, failure.error);
    setFromServer(rows);
    const text = general[0] ?? (Object.keys(rows).length === 0 ? failure.error.data[0]?.message : undefined);
    dispatch(
      snackbarRequested({
        ...(text ? { text } : { messageKey: 'translations.save.failed' }),
        duration: SNACKBAR_DURATION.short,
        severity: 'error',
      }),
    );
    return Object.keys(rows);
  }, [saved, edits, create, update, remove, dispatch]);

  return {
    edits,
    count,
    dirty,
    saving,
    clientProblems,
    serverProblems: fromServer,
    blocker,
    actions,
    importRows,
    save,
  };
}
