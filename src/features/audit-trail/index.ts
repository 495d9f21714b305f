/** The page is its own chunk, downloaded when its route is entered. */
export const loadAuditTrailPage = () => import('./components/audit-trail-page').then((module) => module.AuditTrailPage);

/** A device's history, for the device page: its own chunk, downloaded when the History tab opens. */
export const loadDeviceHistory = () =>
  import('./components/device-history').then((module) => ({ default: module.DeviceHistory }));
