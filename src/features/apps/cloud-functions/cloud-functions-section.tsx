import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Link, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DeletionConfirmDialog } from '@/ui/deletion-confirm-dialog';
import { NameFormDialog } from '@/ui/name-form-dialog';
import { ResourceTable, type Column, type TableRowActions } from '@/ui/resource-table';
import { TemplateDetailDialog } from './components/template-detail-dialog';
import { useCloudFunctions } from './hooks/use-cloud-functions';
import { isOwnTemplate, templateFormSchema, type Template } from './model/schemas';
import '../catalogue-cloud';

const templateId = (template: Template) => template.publicId;

/** The cloud functions of the company, on /apps: templates with their configuration, shares, message subscriptions and logs. */
export function CloudFunctionsSection() {
  const { t } = useTranslation();
  const page = useCloudFunctions();
  const own = (template: Template) => isOwnTemplate(template, page.companyId);
  // On narrow screens visibility and version go under the name, so no column is squeezed into breaking words apart.
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const visibility = (template: Template) => t(template.private ? 'cloudFunctions.private' : 'cloudFunctions.public');
  const version = (template: Template) => template.configuredVersion?.number ?? t('cloudFunctions.noVersion');

  const columns: Column<Template>[] = [
    {
      id: 'name',
      header: t('cloudFunctions.columns.name'),
      isRowHeader: true,
      render: (template) => (
        <>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => page.open(template)}
            sx={{ textAlign: 'left' }}
          >
            {template.name}
          </Link>
          {template.description && (
            <Typography variant="body2" color="text.secondary">
              {template.description}
            </Typography>
          )}
          {narrow && (
            <Typography variant="body2" color="text.secondary">
              {t('cloudFunctions.summary', { visibility: visibility(template), version: version(template) })}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'owner',
      header: t('cloudFunctions.columns.owner'),
      render: (template) =>
        own(template) ? template.company?.name : t('cloudFunctions.sharedBy', { name: template.company?.name ?? '' }),
    },
    ...(narrow
      ? []
      : [
          {
            id: 'visibility',
            header: t('cloudFunctions.columns.visibility'),
            render: (template: Template) => <Chip size="small" variant="outlined" label={visibility(template)} />,
          },
          { id: 'version', header: t('cloudFunctions.columns.version'), render: version },
        ]),
  ];
  const rowActions: TableRowActions<Template> = {
    header: t('cloudFunctions.columns.actions'),
    actions: (template) =>
      own(template)
        ? [
            {
              label: t('cloudFunctions.actions.edit', { name: template.name }),
              icon: 'edit',
              onClick: () => page.edit(template),
            },
            {
              label: t('cloudFunctions.actions.delete', { name: template.name }),
              icon: 'delete',
              onClick: () => page.remove(template),
            },
          ]
        : [],
  };

  return (
    <Box component="section" aria-labelledby="cloud-functions-heading" sx={{ mt: 4 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1, mb: 1 }}
      >
        <Typography id="cloud-functions-heading" component="h2" variant="h6">
          {t('cloudFunctions.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={page.add}>
          {t('cloudFunctions.actions.add')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('cloudFunctions.intro')}
      </Typography>
      <ResourceTable
        label={t('cloudFunctions.tableLabel')}
        columns={columns}
        rowActions={rowActions}
        getRowId={templateId}
        emptyText={t('cloudFunctions.empty')}
        {...page.table}
      />
      {page.form && (
        <NameFormDialog
          key={page.form.editing?.publicId ?? 'new'}
          title={t(page.form.editing ? 'cloudFunctions.dialog.editTitle' : 'cloudFunctions.dialog.addTitle')}
          submitLabel={t(page.form.editing ? 'cloudFunctions.dialog.save' : 'cloudFunctions.dialog.add')}
          initialValues={page.form.initialValues}
          schema={templateFormSchema}
          showColor={false}
          onSubmit={page.form.onSubmit}
          onClose={page.form.onClose}
        />
      )}
      {page.deleting && (
        <DeletionConfirmDialog
          deletion={page.deleting}
          title={t('cloudFunctions.dialog.deleteTitle')}
          text={t('cloudFunctions.dialog.deleteText', { name: page.deleting.item.name })}
          confirmLabel={t('cloudFunctions.dialog.delete')}
        />
      )}
      {page.detail && <TemplateDetailDialog template={page.detail} own={own(page.detail)} onClose={page.closeDetail} />}
    </Box>
  );
}
