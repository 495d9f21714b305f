import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListOperationDialogs } from '../../../ui/list-operation-dialogs';
import { PageLayout, type Crumb } from '../../../ui/page-layout';
import { SortableSideList } from '../../../ui/sortable-side-list';
import { EmptyState } from '../../../ui/states';
import { useAssetTypesPage } from '../hooks/use-asset-types-page';
import { AssetsPanel } from './assets-panel';

/** /assets (selectedId undefined: the first type) and /assets/{publicId}. */
export function AssetTypesView({ selectedId }: { selectedId?: string }) {
  const { t } = useTranslation();
  const page = useAssetTypesPage(selectedId);
  const onTypePage = selectedId !== undefined;
  const breadcrumbs: Crumb[] = [{ label: t('shell.menu.DEVICE_SETTINGS') }, { label: t('assetTypes.title'), to: '/assets' }];
  if (onTypePage && page.selected) breadcrumbs.push({ label: page.selected.name });

  let main = null;
  if (page.notFound) {
    main = (
      <EmptyState
        title={t('assetTypes.notFound.title')}
        text={t('assetTypes.notFound.text')}
        action={
          <Button component={Link} to="/assets">
            {t('assetTypes.notFound.back')}
          </Button>
        }
      />
    );
  } else if (page.hasNoTypes) {
    main = <EmptyState title={t('assetTypes.noTypes')} />;
  } else if (page.selected) {
    main = <AssetsPanel key={page.selected.publicId} assetType={page.selected} heading={onTypePage ? undefined : page.selected.name} />;
  }

  return (
    <PageLayout
      title={onTypePage && page.selected ? page.selected.name : t('assetTypes.title')}
      breadcrumbs={breadcrumbs}
      side={<SortableSideList {...page.sideList} />}
    >
      {main}
      <ListOperationDialogs {...page.dialogs} />
    </PageLayout>
  );
}
