import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeletionConfirmDialog } from '@/ui/deletion-confirm-dialog';
import { PageLayout } from '@/ui/page-layout';
import { ResourceTable, type Column, type TableRowActions } from '@/ui/resource-table';
import { useCustomFieldsPage } from '../hooks/use-custom-fields-page';
import { resourceTypeOf, type CustomProperty } from '../model/schemas';
import { summarise } from '../model/validation';
import { CustomFieldFormDialog } from './custom-field-form-dialog';
import '../catalogue';

const propertyId = (property: CustomProperty) => property.publicId;

/** /custom-fields (MANAGE_CUSTOM_FIELDS): the company's custom properties, and the platform's shown read-only. */
export function CustomFieldsPage() {
  const { t } = useTranslation();
  const page = useCustomFieldsPage();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const { edit, remove, isOwn } = page;

  const columns = useMemo((): Column<CustomProperty>[] => {
    const slug = (property: CustomProperty) => (
      <Box
        component="code"
        sx={{ fontSize: '0.8125rem', ...(narrow ? { overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }) }}
      >
        {property.slug}
      </Box>
    );
    const required = (property: CustomProperty) =>
      property.required ? (
        <Chip label={t('customFields.requiredMark')} size="small" variant="outlined" sx={{ mt: narrow ? 0.5 : 0 }} />
      ) : null;
    return [
      {
        id: 'name',
        header: t('customFields.columns.name'),
        isRowHeader: true,
        // The description goes under the name, and on narrow screens the slug and the required mark too: no column is squeezed into breaking words apart.
        render: (property) => (
          <>
            {property.name}
            {narrow && <Box sx={{ color: 'text.secondary' }}>{slug(property)}</Box>}
            {property.description && (
              <Typography variant="body2" color="text.secondary">
                {property.description}
              </Typography>
            )}
            {narrow && required(property)}
          </>
        ),
      },
      ...(narrow ? [] : [{ id: 'slug', header: t('customFields.columns.slug'), render: slug }]),
      {
        id: 'resourceType',
        header: t('customFields.columns.resourceType'),
        minWidth: 96,
        render: (property) => {
          const type = resourceTypeOf(property);
          return type ? t(`customFields.resourceTypes.${type}`) : property.resourceType;
        },
      },
      {
        id: 'validation',
        header: t('customFields.columns.validation'),
        render: (property) => {
          const summary = summarise(property.validation);
          return (
            <>
              {summary.key === 'customFields.validationTypes.other' ? t(summary.key, summary.values) : t(summary.key)}
              {'details' in summary &&
                summary.details.map((detail) => (
                  <Typography key={detail.key} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {t(detail.key, detail.values)}
                  </Typography>
                ))}
            </>
          );
        },
      },
      ...(narrow ? [] : [{ id: 'required', header: t('customFields.columns.required'), render: required }]),
    ];
  }, [t, narrow]);
  const rowActions = useMemo(
    (): TableRowActions<CustomProperty> => ({
      header: t('customFields.columns.actions'),
      actions: (property) =>
        isOwn(property)
          ? [
              {
                label: t('customFields.actions.edit', { name: property.name }),
                icon: 'edit',
                onClick: () => edit(property),
              },
              {
                label: t('customFields.actions.delete', { name: property.name }),
                icon: 'delete',
                onClick: () => remove(property),
              },
            ]
          : [],
      // Focusable, so the hint shows from the keyboard too.
      otherwise: () => (
        <Tooltip title={t('customFields.platformHint')} describeChild>
          <Chip label={t('customFields.platformMark')} size="small" tabIndex={0} />
        </Tooltip>
      ),
    }),
    [t, edit, remove, isOwn],
  );

  return (
    <PageLayout
      title={t('customFields.title')}
      breadcrumbs={[{ label: t('shell.menu.DEVICE_SETTINGS') }, { label: t('customFields.title') }]}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={page.add}>
          {t('customFields.actions.add')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('customFields.intro')}</Typography>
      <ResourceTable
        label={t('customFields.tableLabel')}
        columns={columns}
        rowActions={rowActions}
        getRowId={propertyId}
        emptyText={t('customFields.empty')}
        {...page.table}
      />
      {page.form && <CustomFieldFormDialog key={page.form.editing?.publicId ?? 'new'} {...page.form} />}
      {page.deleting && (
        <DeletionConfirmDialog
          deletion={page.deleting}
          title={t('customFields.dialog.deleteTitle')}
          text={t('customFields.dialog.deleteText', { name: page.deleting.item.name })}
          confirmLabel={t('customFields.dialog.delete')}
        />
      )}
    </PageLayout>
  );
}
