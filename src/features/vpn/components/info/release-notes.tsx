import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ReleaseNote } from '@/features/vpn/model/connector-types';
import { formatDate } from '@/lib/intl-formatters';
import '@/features/vpn/catalogue';
import '@/features/vpn/catalogue-dialogs';

/** The release-notes view: one expandable entry per release with version and type, date and body. */
export function ReleaseNotes({ notes }: { notes: readonly ReleaseNote[] }) {
  const { t, i18n } = useTranslation();
  if (notes.length === 0) return <Typography>{t('vpn.info.notes.empty')}</Typography>;
  return (
    <Box>
      {notes.map((note, index) => (
        <Accordion key={`${note.version}-${index}`} defaultExpanded={index === 0} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Box>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {t('vpn.info.notes.entry', { version: note.version, type: note.type ?? '' }).trim()}
              </Typography>
              {note.date && (
                <Typography variant="body2" color="text.secondary">
                  {formatDate(note.date, i18n.language)}
                </Typography>
              )}
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {note.body ?? ''}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
