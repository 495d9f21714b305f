import UploadFileIcon from '@mui/icons-material/FileUpload';
import { Button, FormControl, FormHelperText, FormLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/intl-formatters';
import { readTextFile } from '@/lib/read-text-file';
import { FormDialog } from '@/ui/form-dialog';
import type { GroupOption } from '@/features/pages/api';
import '@/features/pages/catalogue';

interface ImportPageDialogProps {
  groups: readonly GroupOption[];
  /** Imports the file's text into the company (null) or a group; answers the failure's message, or null when done. */
  onImport: (text: string, groupId: string | null) => Promise<string | null>;
  onClose: () => void;
}

/**
 * The largest page file, 2 MB (decimal, as the interface writes sizes). An exported page is its settings and its
 * components' configurations, a few KB to some tens of KB even for a page of many widgets; a file of megabytes is not
 * a page export, and is refused unread rather than held and parsed on the main thread.
 */
const PAGE_IMPORT_MAX_BYTES = 2_000_000;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Imports a page exported from the list (PageImport, or GroupPageImport into a chosen group); errors show inline. */
export function ImportPageDialog({ groups, onImport, onClose }: ImportPageDialogProps) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const nameId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [groupId, setGroupId] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || pending) return;
    setPending(true);
    setError(undefined);
    try {
      const read = await readTextFile(file, PAGE_IMPORT_MAX_BYTES);
      if (!read.ok) {
        setError(t(`pages.import.${read.problem}`, { size: formatBytes(i18n.language, PAGE_IMPORT_MAX_BYTES) }));
        return;
      }
      const failure = isJson(read.text) ? await onImport(read.text, groupId || null) : t('pages.import.notJson');
      if (failure !== null) setError(failure);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      open
      title={t('pages.import.title')}
      submitLabel={t('pages.import.submit')}
      dirty={file !== null}
      canSubmit={file !== null}
      pending={pending}
      error={error}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormControl>
        <FormLabel sx={{ mb: 1 }}>{t('pages.import.file')}</FormLabel>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {/* A real button opens the browser's file chooser; the input itself stays out of sight and out of the tab order. */}
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            aria-describedby={`${nameId} ${hintId}`}
            onClick={() => inputRef.current?.click()}
            sx={{ flexShrink: 0 }}
          >
            {t('pages.import.choose')}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept=".json,application/json"
            aria-label={t('pages.import.file')}
            hidden
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(undefined);
            }}
          />
          <Typography
            id={nameId}
            variant="body2"
            color={file ? 'text.primary' : 'text.secondary'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {file?.name ?? t('pages.import.noFile')}
          </Typography>
        </Stack>
        <FormHelperText id={hintId} sx={{ mx: 0 }}>
          {t('pages.import.fileHint')}
        </FormHelperText>
      </FormControl>
      <TextField
        select
        label={t('pages.import.target')}
        value={groupId}
        onChange={(event) => setGroupId(event.target.value)}
        fullWidth
      >
        <MenuItem value="">{t('pages.import.company')}</MenuItem>
        {groups.map((group) => (
          <MenuItem key={group.publicId} value={group.publicId}>
            {group.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
