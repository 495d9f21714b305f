import { Button, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { PageEditor } from '@/features/pages/hooks/use-page-editor';
import '@/features/pages/catalogue';
import '@/features/pages/catalogue-editor';

const STATE_COLOR = {
  draftOnly: 'default',
  published: 'success',
  publishedWithChanges: 'warning',
  none: 'default',
} as const;

/** The page's state, Publish (disabled with nothing to publish) and Discard draft (after a confirmation). */
export function EditorHeader({ editor }: { editor: PageEditor }) {
  const { t } = useTranslation();
  const hintId = useId();
  const { state, busy } = editor;
  const nothingToPublish = state === 'published';
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" component="span">
          {t('pages.editor.header.label')}
        </Typography>
        <Chip
          label={t(`pages.states.${state}`)}
          color={STATE_COLOR[state]}
          variant="outlined"
          size="small"
          data-testid="page-state"
          // The state is read aloud when it changes after a publish or a discard.
          role="status"
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ ml: { sm: 'auto' }, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            onClick={() => void editor.onPublish()}
            disabled={nothingToPublish || busy}
            loading={editor.publishing}
            aria-describedby={nothingToPublish ? hintId : undefined}
          >
            {t('pages.editor.header.publish')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={editor.askDiscard}
            disabled={busy}
            loading={editor.discarding}
          >
            {t('pages.editor.header.discard')}
          </Button>
        </Stack>
      </Stack>
      {nothingToPublish && (
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('pages.editor.header.nothingToPublish')}
        </Typography>
      )}
      <ConfirmDialog
        open={editor.confirmingDiscard}
        title={t('pages.editor.header.discardTitle')}
        text={t(state === 'draftOnly' ? 'pages.editor.header.discardTextDraftOnly' : 'pages.editor.header.discardText')}
        confirmLabel={t('pages.editor.header.discardConfirm')}
        destructive
        onConfirm={() => void editor.onDiscard()}
        onCancel={editor.cancelDiscard}
      />
    </Stack>
  );
}
