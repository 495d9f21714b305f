import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListOperationDialogs } from '../../../ui/list-operation-dialogs';
import { PageLayout, type Crumb } from '../../../ui/page-layout';
import { SortableSideList } from '../../../ui/sortable-side-list';
import { EmptyState } from '../../../ui/states';
import { useGroupTypesPage } from '../hooks/use-group-types-page';
import { GroupsPanel } from './groups-panel';

/** /groups (selectedId undefined: the first type) and /groups/type/{publicId}. */
export function GroupTypesView({ selectedId }: { selectedId?: string }) {
  const { t } = useTranslation();
  const page = useGroupTypesPage(selectedId);
  const onTypePage = selectedId !== undefined;
  const breadcrumbs: Crumb[] = [{ label: t('shell.menu.USER_MANAGEMENT') }, { label: t('groupTypes.title'), to: '/groups' }];
  if (onTypePage && page.selected) breadcrumbs.push({ label: page.selected.name });

  let main = null;
  if (page.notFound) {
    main = (
      <EmptyState
        title={t('groupTypes.notFound.title')}
        text={t('groupTypes.notFound.text')}
        action={
          <Button component={Link} to="/groups">
            {t('groupTypes.notFound.back')}
          </Button>
        }
      />
    );
  } else if (page.hasNoTypes) {
    main = <EmptyState title={t('groupTypes.noTypes')} />;
  } else if (page.selected) {
    main = <GroupsPanel key={page.selected.publicId} groupType={page.selected} heading={onTypePage ? undefined : page.selected.name} />;
  }

  return (
    <PageLayout
      title={onTypePage && page.selected ? page.selected.name : t('groupTypes.title')}
      breadcrumbs={breadcrumbs}
      side={<SortableSideList {...page.sideList} />}
    >
      {main}
      <ListOperationDialogs {...page.dialogs} />
    </PageLayout>
  );
}
