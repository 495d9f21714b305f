import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { useNavigate } from 'react-router-dom';
import { fieldErrors, firstErrorMessage } from '@/api';
import { saveFile } from '@/lib/download';
import type { SubmitOutcome } from '@/ui/use-server-aware-form';
import { SNACKBAR_DURATION, snackbarRequested, type Snackbar } from '@/features/notices';
import {
  useCreatePageMutation,
  useDeletePageMutation,
  useDuplicatePageMutation,
  useExportPageMutation,
  useImportPageMutation,
  useSetPageDefaultMutation,
  useUpdatePageMutation,
} from '../api';
import { exportFileName, type CreatePageValues, type RenamePageValues } from '../components/list/list-model';
import { DEFAULT_PERIOD, pageTitle, type Page } from '../model/schemas';
import '../catalogue';

/** The platform's answer to duplicating a page without a published version (docs/RULES.md#pages). */
export const NO_PUBLISHED_PAGE = 'No published page';

type SnackbarDuration = Snackbar['duration'];

type Dialog =
  | { kind: 'idle' }
  | { kind: 'create' }
  | { kind: 'import' }
  | { kind: 'rename'; page: Page }
  | { kind: 'delete'; page: Page };

/** The server's field names in our forms' words: the page's name is the create form's title. */
const createFieldErrors = (error: unknown): Record<string, string> => {
  const { name, ...rest } = fieldErrors(error);
  return name ? { ...rest, title: name } : rest;
};

/** What people do with the pages of the list: create, rename or move, delete, duplicate, default, export, import. */
export function usePagesActions() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'idle' });
  const [createPage] = useCreatePageMutation();
  const [updatePage] = useUpdatePageMutation();
  const [deletePage, deletion] = useDeletePageMutation();
  const [duplicatePage] = useDuplicatePageMutation();
  const [setDefault, defaultChange] = useSetPageDefaultMutation();
  const [exportPage] = useExportPageMutation();
  const [importPage] = useImportPageMutation();
  const close = () => setDialog({ kind: 'idle' });

  const notify = (
    messageKey: ParseKeys,
    severity: 'success' | 'error' = 'success',
    duration: SnackbarDuration = SNACKBAR_DURATION.short,
  ) => dispatch(snackbarRequested({ messageKey, severity, duration }));
  /** A failure: the server's first message, else our words. */
  const fail = (error: unknown, fallbackKey: ParseKeys, duration: SnackbarDuration = SNACKBAR_DURATION.short) => {
    const text = firstErrorMessage(error);
    dispatch(snackbarRequested({ ...(text ? { text } : { messageKey: fallbackKey }), severity: 'error', duration }));
  };

  const create = async (values: CreatePageValues): Promise<SubmitOutcome> => {
    const result = await createPage({
      name: values.title.trim(),
      applicationType: values.applicationType,
      groupId: values.groupId || null,
      icon: values.icon.trim() || null,
      periodSpec: DEFAULT_PERIOD,
    });
    if (result.error)
      return { ok: false, fieldErrors: createFieldErrors(result.error), message: firstErrorMessage(result.error) };
    close();
    void navigate(`/pages/${encodeURIComponent(result.data)}`);
    return { ok: true };
  };

  const rename = async (page: Page, values: RenamePageValues): Promise<SubmitOutcome> => {
    const result = await updatePage({
      publicId: page.publicId,
      name: values.name.trim(),
      group: values.groupId ? { publicId: values.groupId } : null,
    });
    if (result.error)
      return { ok: false, fieldErrors: fieldErrors(result.error), message: firstErrorMessage(result.error) };
    close();
    notify('pages.notices.saved');
    return { ok: true };
  };

  const confirmDelete = async () => {
    if (dialog.kind !== 'delete') return;
    const result = await deletePage(dialog.page.publicId);
    close();
    if (result.error) fail(result.error, 'pages.notices.deleteFailed');
    else notify('pages.notices.deleted');
  };

  const duplicate = async (page: Page) => {
    const result = await duplicatePage(page.publicId);
    if (!result.error) return notify('pages.notices.duplicated');
    // docs/RULES.md#pages: 'No published page' in our words, any other failure its first message; both for 4 s.
    if (firstErrorMessage(result.error) === NO_PUBLISHED_PAGE)
      notify('pages.errors.duplicateNotPublished', 'error', SNACKBAR_DURATION.medium);
    else fail(result.error, 'pages.notices.duplicateFailed', SNACKBAR_DURATION.medium);
  };

  const toggleDefault = async (page: Page) => {
    // One default change at a time, so two quick clicks cannot leave two marks.
    if (defaultChange.isLoading) return;
    const result = await setDefault({ publicId: page.publicId, isDefault: !page.default });
    // docs/RULES.md#pages: a failure shows its first message for 4 s.
    if (result.error) fail(result.error, 'pages.notices.defaultFailed', SNACKBAR_DURATION.medium);
    else notify(page.default ? 'pages.notices.defaultUnset' : 'pages.notices.defaultSet');
  };

  const download = async (page: Page) => {
    const result = await exportPage(page.publicId);
    if (result.error) return fail(result.error, 'pages.notices.exportFailed');
    saveFile(exportFileName(pageTitle(page), page.publicId), result.data, 'application/json');
  };

  /** Imports a page file into the company or a group; answers the failure's first message, or null when done. */
  const importFile = async (text: string, groupId: string | null): Promise<string | null> => {
    const result = await importPage({ text, groupId });
    if (result.error) return firstErrorMessage(result.error) || t('pages.notices.importFailed');
    close();
    notify('pages.notices.imported');
    return null;
  };

  return {
    openCreate: () => setDialog({ kind: 'create' }),
    openImport: () => setDialog({ kind: 'import' }),
    openRename: (page: Page) => setDialog({ kind: 'rename', page }),
    openDelete: (page: Page) => setDialog({ kind: 'delete', page }),
    open: (page: Page) => void navigate(`/pages/${encodeURIComponent(page.publicId)}`),
    duplicate: (page: Page) => void duplicate(page),
    toggleDefault: (page: Page) => void toggleDefault(page),
    download: (page: Page) => void download(page),
    close,
    creating: dialog.kind === 'create' ? { onSubmit: create, onClose: close } : null,
    renaming:
      dialog.kind === 'rename'
        ? { page: dialog.page, onSubmit: (values: RenamePageValues) => rename(dialog.page, values), onClose: close }
        : null,
    deleting:
      dialog.kind === 'delete'
        ? { page: dialog.page, pending: deletion.isLoading, confirm: () => void confirmDelete(), cancel: close }
        : null,
    importing: dialog.kind === 'import' ? { onImport: importFile, onClose: close } : null,
  };
}

export type PagesActions = ReturnType<typeof usePagesActions>;
