import { Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ResourceTable, type Column, type TableRowActions } from '@/ui/resource-table';
import type { ThingKind } from '@/features/group-types/group-page-api';
import { useThingsSection } from '@/features/group-types/hooks/use-things-section';
import { thingPath, type GroupDetail, type GroupThing } from '@/features/group-types/model/group-page';
import { ThingDialog } from './thing-dialog';
import { RemoveFromGroupDialog, SectionAddButton } from './section-parts';
import '@/features/group-types/catalogue';

const thingId = (thing: GroupThing) => thing.membershipId;

/** The devices or the assets of a group, each linking to its page; added and removed with MANAGE_GROUPS. */
export function ThingsSection({ kind, group, canWrite }: { kind: ThingKind; group: GroupDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const section = useThingsSection(kind, group);
  const columns: Column<GroupThing>[] = [
    {
      id: 'name',
      header: t('groupTypes.page.name'),
      isRowHeader: true,
      render: (thing) => {
        const path = thingPath(kind, thing);
        return path ? (
          <Link component={RouterLink} to={path}>
            {section.nameOf(thing)}
          </Link>
        ) : (
          section.nameOf(thing)
        );
      },
    },
  ];
  if (kind === 'assets')
    columns.push({ id: 'type', header: t('groupTypes.page.assets.type'), render: (thing) => thing.typeName ?? '' });
  const rowActions: TableRowActions<GroupThing> | undefined = canWrite
    ? {
        header: t('groupTypes.groups.actions'),
        actions: (thing) => [
          {
            label: t(`groupTypes.page.${kind}.remove`, { name: section.nameOf(thing) }),
            icon: 'delete',
            onClick: () => section.askRemove(thing),
          },
        ],
      }
    : undefined;

  return (
    <Stack spacing={2}>
      {canWrite && <SectionAddButton label={t(`groupTypes.page.${kind}.add`)} onClick={section.startAdding} />}
      <ResourceTable columns={columns} rowActions={rowActions} getRowId={thingId} {...section.table} />
      {section.adding && (
        <ThingDialog
          kind={kind}
          groupName={group.name}
          taken={section.taken}
          onSubmit={section.submit}
          onClose={section.stopAdding}
        />
      )}
      <RemoveFromGroupDialog part={kind} section={section} groupName={group.name} />
    </Stack>
  );
}
