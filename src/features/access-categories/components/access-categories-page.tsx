import AddIcon from '@mui/icons-material/Add';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Button, Chip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DeletionConfirmDialog } from '@/ui/deletion-confirm-dialog';
import { PageLayout } from '@/ui/page-layout';
import { ResourceTable, type Column, type TableRowActions } from '@/ui/resource-table';
import { useAccessCategoriesPage } from '../hooks/use-access-categories-page';
import { typeLabel, type Audience } from '../model/schemas';
import { AudienceFormDialog } from './audience-form-dialog';
import '../catalogue';

const audienceId = (audience: Audience) => audience.publicId;

/** /access-categories (MANAGE_ROLES): the company's access categories (the platform's audiences). */
export function AccessCategoriesPage() {
  const { t } = useTranslation();
  const page = useAccessCategoriesPage();
  // On narrow screens the description goes under the name, so no column is squeezed into breaking words apart.
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });

  const columns: Column<Audience>[] = [
    {
      id: 'name',
      header: t('accessCategories.columns.name'),
      render: (audience) =>
        narrow && audience.description ? (
          <>
            {audience.name}
            <Typography variant="body2" color="text.secondary">
              {audience.description}
            </Typography>
          </>
        ) : (
          audience.name
        ),
      isRowHeader: true,
    },
    ...(narrow
      ? []
      : [
          {
            id: 'description',
            header: t('accessCategories.columns.description'),
            render: (audience: Audience) => audience.description,
          },
        ]),
    {
      id: 'type',
      header: t('accessCategories.columns.type'),
      render: (audience) => {
        const label = typeLabel(audience.type);
        return (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {'key' in label ? t(label.key) : label.text}
          </Box>
        );
      },
    },
    {
      id: 'default',
      header: t('accessCategories.columns.default'),
      render: (audience) =>
        audience.default ? (
          <Chip icon={<StarIcon />} label={t('accessCategories.defaultMark')} color="primary" size="small" />
        ) : null,
    },
    {
      id: 'usedBy',
      header: t('accessCategories.columns.usedBy'),
      render: (audience) => {
        const roles = page.usedBy.get(audience.publicId);
        return roles ? (
          roles.join(', ')
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('accessCategories.notUsed')}
          </Typography>
        );
      },
    },
  ];
  const rowActions: TableRowActions<Audience> = {
    header: t('accessCategories.columns.actions'),
    actions: (audience) => {
      const roles = page.usedBy.get(audience.publicId);
      const cannotDelete = audience.default
        ? t('accessCategories.cannotDeleteDefault')
        : roles
          ? t('accessCategories.cannotDeleteInUse', { roles: roles.join(', ') })
          : undefined;
      return [
        {
          label: t(audience.default ? 'accessCategories.actions.unsetDefault' : 'accessCategories.actions.setDefault', {
            name: audience.name,
          }),
          icon: audience.default ? <StarIcon fontSize="small" color="primary" /> : <StarBorderIcon fontSize="small" />,
          tooltip: true,
          onClick: () => page.toggleDefault(audience),
        },
        {
          label: t('accessCategories.actions.edit', { name: audience.name }),
          icon: 'edit',
          onClick: () => page.edit(audience),
        },
        {
          label: t('accessCategories.actions.delete', { name: audience.name }),
          icon: 'delete',
          onClick: () => page.remove(audience),
          disabledReason: cannotDelete,
        },
      ];
    },
  };

  return (
    <PageLayout
      title={t('accessCategories.title')}
      breadcrumbs={[{ label: t('shell.menu.USER_MANAGEMENT') }, { label: t('accessCategories.title') }]}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={page.add}>
          {t('accessCategories.actions.add')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('accessCategories.intro')}</Typography>
      <ResourceTable
        label={t('accessCategories.tableLabel')}
        columns={columns}
        rowActions={rowActions}
        getRowId={audienceId}
        emptyText={t('accessCategories.empty')}
        {...page.table}
      />
      {page.form && <AudienceFormDialog key={page.form.editing?.publicId ?? 'new'} {...page.form} />}
      {page.deleting && (
        <DeletionConfirmDialog
          deletion={page.deleting}
          title={t('accessCategories.dialog.deleteTitle')}
          text={t('accessCategories.dialog.deleteText', { name: page.deleting.item.name })}
          confirmLabel={t('accessCategories.dialog.delete')}
        />
      )}
      {page.changingDefault && (
        <ConfirmDialog
          open
          title={t(
            page.changingDefault.audience.default
              ? 'accessCategories.dialog.unsetDefaultTitle'
              : 'accessCategories.dialog.setDefaultTitle',
          )}
          text={t(
            page.changingDefault.audience.default
              ? 'accessCategories.dialog.unsetDefaultText'
              : 'accessCategories.dialog.setDefaultText',
            {
              name: page.changingDefault.audience.name,
            },
          )}
          confirmLabel={t(
            page.changingDefault.audience.default
              ? 'accessCategories.dialog.unsetDefault'
              : 'accessCategories.dialog.setDefault',
          )}
          onConfirm={page.changingDefault.confirm}
          onCancel={page.changingDefault.cancel}
        />
      )}
    </PageLayout>
  );
}
