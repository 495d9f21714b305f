import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Autocomplete,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingRows } from '@/ui/states';
import type { Company } from '@/features/session';
import { useCompanyLinks, type LinkKind } from '../hooks/use-company-links';
import '@/features/apps/catalogue-cloud';

/** The company a typed text names: one of the offered companies by name (any case), else the text taken as a company ID. */
export function companyIdOf(text: string, choices: readonly Company[]): string {
  const typed = text.trim();
  const key = typed.toLocaleLowerCase();
  return choices.find((company) => company.name.toLocaleLowerCase() === key)?.publicId ?? typed;
}

/** A template's shares or message subscriptions: the companies, each with its remove button, and a company to add. */
export function CompanyLinksPanel({ kind, templateId }: { kind: LinkKind; templateId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const links = useCompanyLinks(kind, templateId);
  const [text, setText] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const companyId = companyIdOf(text, links.choices);
    if (companyId === '' || links.adding) return;
    if (await links.add(companyId)) setText('');
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t(`cloudFunctions.${kind}.title`)}
      </Typography>
      {links.isLoading && <LoadingRows rows={2} label={t(`cloudFunctions.${kind}.label`)} />}
      {links.error !== undefined && <ErrorState message={links.error} onRetry={links.retry} />}
      {links.links?.length === 0 && <EmptyState title={t(`cloudFunctions.${kind}.empty`)} />}
      {links.links && links.links.length > 0 && (
        <List dense aria-label={t(`cloudFunctions.${kind}.label`)}>
          {links.links.map((link) => (
            <ListItem
              key={link.publicId}
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t(`cloudFunctions.${kind}.remove`, { name: link.label })}
                  onClick={() => links.remove(link)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={link.label} secondary={link.label === link.companyId ? null : link.companyId} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' }, mt: 1 }}
        onSubmit={(event) => void submit(event)}
      >
        <Autocomplete
          freeSolo
          options={links.choices.map((company) => company.name)}
          inputValue={text}
          onInputChange={(_event, value) => setText(value)}
          sx={{ flex: 1, minWidth: 0 }}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={t(`cloudFunctions.${kind}.company`)}
              helperText={t('cloudFunctions.companyHint')}
            />
          )}
        />
        <Button type="submit" variant="outlined" disabled={text.trim() === '' || links.adding} loading={links.adding}>
          {t(`cloudFunctions.${kind}.add`)}
        </Button>
      </Stack>
    </Box>
  );
}
