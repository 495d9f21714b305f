export { AssetTypesRoute, AssetTypeRoute } from './components/asset-types-routes';
