import { withTexts } from '@/i18n';
import { lazy } from 'react';

/** The pages area: each page is its own chunk, downloaded when its route is entered. */
export const loadPagesPage = () => import('./components/pages-list-page').then((module) => module.PagesListPage);
export const loadPageEditorPage = () => import('./components/page-editor-page').then((module) => module.PageEditorPage);

/** A device's pages and its report queue: their own chunk, downloaded when the device page renders the section. */
export const DevicePagesSection = lazy(() =>
  import('./components/reports/device-pages-section')
    .then((module) => ({ default: module.DevicePagesSection }))
    .then(withTexts),
);
/** /assets/:publicId/:assetId: an asset with its pages and report queue. */
export const loadAssetPagesPage = () => import('./components/reports/asset-page').then((module) => module.AssetPage);
/** A page drawn with a device's data (docs/MACHINE-DATA.md): the viewer's own chunk. */
export const loadDevicePageViewPage = () =>
  import('./components/viewer/viewer-routes').then((module) => module.DevicePageViewPage);
export const loadAssetPageViewPage = () =>
  import('./components/viewer/viewer-routes').then((module) => module.AssetPageViewPage);
