import UploadFileIcon from '@mui/icons-material/FileUpload';
import { Button, FormControl, FormHelperText, FormLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../ui/form-dialog';
import type { GroupOption } from '../../api';
import '../../catalogue';

interface ImportPageDialogProps {
  groups: readonly GroupOption[];
  /** Imports the file's text into the company (null) or a group; answers the failure's message, or null when done. */
  onImport: (text: string, groupId: string | null) => Promise<string | null>;
  onClose: () => void;
}

/** A file's text; FileReader where Blob.text is missing (older engines). */
function readText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

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
  const { t } = useTranslation();
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
      const text = await readText(file);
      const failure = isJson(text) ? await onImport(text, groupId || null) : t('pages.import.notJson');
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
          <Typography id={nameId} variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
            {file?.name ?? t('pages.import.noFile')}
          </Typography>
        </Stack>
        <FormHelperText id={hintId} sx={{ mx: 0 }}>
          {t('pages.import.fileHint')}
        </FormHelperText>
      </FormControl>
      <TextField select label={t('pages.import.target')} value={groupId} onChange={(event) => setGroupId(event.target.value)} fullWidth>
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
