import { OrderedTypesPage } from '@/ui/ordered-types-page';
import { useAssetTypesPage } from '../hooks/use-asset-types-page';
import { AssetsPanel } from './assets-panel';

/** /assets (selectedId undefined: the first type) and /assets/{publicId}. */
export function AssetTypesView({ selectedId }: { selectedId?: string }) {
  const page = useAssetTypesPage(selectedId);
  return (
    <OrderedTypesPage
      model={page}
      renderPanel={(assetType, heading) => (
        <AssetsPanel key={assetType.publicId} assetType={assetType} heading={heading} />
      )}
    />
  );
}
