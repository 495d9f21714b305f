import { useParams } from 'react-router-dom';
import { AssetTypesView } from './asset-types-view';

export function AssetTypesRoute() {
  return <AssetTypesView />;
}

export function AssetTypeRoute() {
  const { publicId } = useParams();
  return <AssetTypesView selectedId={publicId} />;
}
