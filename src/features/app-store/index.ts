export { useStoreAppQuery } from './api';
export { appleAppId, appStoreLookupUrl, parseLookup, APP_STORE_LOOKUP_URL, type StoreApp } from './model/lookup';
