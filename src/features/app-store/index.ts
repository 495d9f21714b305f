export { useStoreAppQuery } from './api';
export { appleAppId } from './model/lookup';
