/** The page is its own chunk, downloaded when its route is entered. */
export const loadAuditTrailPage = () => import('./components/audit-trail-page').then((module) => module.AuditTrailPage);
