import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFileProblem, MAX_IMAGE_BYTES, type FileProblem } from '../model/uploads';
import { FileButton } from './file-button';
import { ImagePreview } from './image-preview';
import '../catalogue';

interface ImageFieldProps {
  label: string;
  /** The saved (or kept) image's address, null when there is none. */
  url: string | null;
  /** A file chosen here, uploaded when the form is saved. */
  pending: File | undefined;
  onChoose: (file: File) => void;
  onClear: () => void;
  disabled?: boolean;
  /** A dark backdrop for a logo made for dark backgrounds. */
  dark?: boolean;
}

const SIZE = '1 MB';

/** One branding image: its preview, Choose (checked before it is kept: an image of at most 1 MB) and Remove. */
export function ImageField({ label, url, pending, onChoose, onClear, disabled, dark }: ImageFieldProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const [problem, setProblem] = useState<FileProblem | null>(null);

  const choose = (file: File) => {
    const found = imageFileProblem(file, MAX_IMAGE_BYTES);
    setProblem(found);
    if (!found) onChoose(file);
  };

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={helpId}>
      <Typography component="legend" variant="subtitle2">
        {label}
      </Typography>
      <Box
        sx={{
          height: 72,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: dark ? '#1f2937' : 'background.default',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 1,
        }}
      >
        {pending || url ? (
          <ImagePreview
            file={pending}
            src={url}
            alt={t('identity.images.preview', { label })}
            sx={{ maxHeight: 56, maxWidth: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="body2" sx={{ color: dark ? '#e5e7eb' : 'text.secondary' }}>
            {t('identity.images.none')}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <FileButton label={t('identity.images.choose', { label })} onFile={choose} disabled={disabled}>
          {t('identity.images.chooseShort')}
        </FileButton>
        {(pending || url) && (
          <Button
            size="small"
            onClick={onClear}
            disabled={disabled}
            aria-label={t(pending ? 'identity.images.undo' : 'identity.images.remove', { label })}
          >
            {t(pending ? 'identity.images.undoShort' : 'identity.images.removeShort')}
          </Button>
        )}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(problem)} sx={{ mt: 0 }}>
        {problem
          ? t(`identity.images.${problem}`, { size: SIZE })
          : pending
            ? t('identity.images.pending')
            : t('identity.images.hint', { size: SIZE })}
      </FormHelperText>
    </Stack>
  );
}
