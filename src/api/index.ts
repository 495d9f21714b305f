export { baseApi } from './base-api';
export { createBaseQuery, type ApiRequest, type ApiMeta, type HttpMethod } from './base-query';
export {
  loadRuntimeConfig,
  getRuntimeConfig,
  setRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
} from './config';
export { registerCredentialsSelector, type Credentials } from './credentials';
export { loadDiscovery, resetDiscovery, resolveLink, UnknownRelError } from './discovery';
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
export { brandingHost } from './headers';
export { filter, encodeListQuery, type Filter, type ListQuery } from './query-params';
export { readAll, readAllParsed } from './read-all';
export { parseAnswer } from './parse-answer';
export { fetchDeployedVersion } from './app-info';
export { requestRaw, type RawRequest, type RawResponse } from './raw-http';
