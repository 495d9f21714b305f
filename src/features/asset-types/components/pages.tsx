import { useParams } from 'react-router-dom';
import { AssetTypesView } from './asset-types-view';

export function AssetsPage() {
  return <AssetTypesView />;
}

export function AssetTypePage() {
  const { publicId } = useParams();
  return <AssetTypesView selectedId={publicId} />;
}
