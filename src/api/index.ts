export { baseApi } from './base-api';
export type { ApiRequest } from './base-query';
export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, parseRuntimeConfig } from './config';
export { registerCredentialsSelector } from './credentials';
export { loadDiscovery, resetDiscovery, resolveLink } from './discovery';
export {
  isAppError,
  isNotFound,
  firstErrorMessage,
  fieldErrors,
  clientError,
  type AppError,
  type AppErrorItem,
} from './errors';
export { sessionExpired, gatewayTimedOut, apiUnavailable } from './events';
export { filter, encodeListQuery, type Filter } from './query-params';
export { readAll, readAllParsed } from './read-all';
export { parseAnswer } from './parse-answer';
export { fetchDeployedVersion } from './app-info';
export { requestRaw, type RawResponse } from './raw-http';
