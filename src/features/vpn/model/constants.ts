/** Business constants of the VPN connector (docs/RULES.md#vpn). */
export const CONNECTOR_POLL_MS = 2_500;
export const CONNECTOR_POLL_ATTEMPTS = 1_440;
export const SOCKET_RETRY_MS = 6_000;
export const SOCKET_RETRIES = 2;
export const STATUS_ERROR_DEBOUNCE_MS = 500;
export const STATUS_BAR_HIDE_DELAY_MS = 1_000;
export const STATUS_BAR_HEIGHT_PX = 48;
export const STATUS_COLOUR_ACTIVE = '#17bfeb';
export const STATUS_COLOUR_INACTIVE = '#a0a0a0';
export const VPN_DIALOG_WIDTH_PX = 528;
export const SOFT_RATE_LIMIT_SWITCH = 10;
export const RATE_LIMIT_RETRY_SECONDS = 30;
export const RATE_LIMIT_RETRY_MINUTES = 5;
export const DEFAULT_CONNECTOR_URL = 'https://localhost:9250';
/** The page port that makes the connector live on its alternative port. */
export const ALTERNATIVE_PAGE_PORT = '9875';
export const ALTERNATIVE_CONNECTOR_PORT = '5789';
export const CONNECTOR_API_VERSION = '2';
/** Favicon shown while connected; above the branding's default priority. */
export const CONNECTED_FAVICON_ID = 'vpn-connected';
export const CONNECTED_FAVICON_PRIORITY = 10;
export const CONNECTED_FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#17bfeb"/><path d="M10 16.5l4 4 8-9" fill="none" stroke="#fff" stroke-width="3"/></svg>',
)}`;
/** Snackbar ids, so that a notice is never stacked twice and can be dismissed. */
export const SNACKBAR_IDS = {
  installationFound: 'vpn-installation-found',
  connectorLost: 'vpn-connector-lost',
  deviceOffline: 'vpn-device-offline',
  statusError: 'vpn-status-error',
  connectFailed: 'vpn-connect-failed',
  updatePromo: 'vpn-update-promo',
} as const;
