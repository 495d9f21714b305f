export { AssetsPage, AssetTypePage } from './components/pages';
