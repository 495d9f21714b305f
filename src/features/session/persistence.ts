import type { Middleware } from '@reduxjs/toolkit';
import { baseApi, sessionExpired } from '@/api';
import type { KeyValueStorage } from '@/lib/storage';
import { clearAuthRecord, rememberCompany, writeAuthRecord } from './model/auth-record';
import { companySelected, signedIn, signedOut, signedOutElsewhere, type WithSession } from './model/slice';

export const endsSession = (action: unknown): boolean =>
  signedOut.match(action) || sessionExpired.match(action) || signedOutElsewhere.match(action);

/**
 * The auth record and the remembered company follow the session, and server data never outlives it: a session that
 * ends, or a switch from one company to another, forgets the whole API cache. A plain middleware rather than an epic,
 * because signing in happens before the stream library is loaded.
 */
export const sessionPersistenceMiddleware =
  (storage: KeyValueStorage): Middleware<object, WithSession> =>
  (api) =>
  (next) =>
  (action) => {
    const companyBefore = api.getState().session.companyId;
    const result = next(action);
    if (signedIn.match(action)) {
      writeAuthRecord(storage, action.payload.auth);
      if (action.payload.companyId) rememberCompany(storage, action.payload.companyId);
    } else if (endsSession(action)) {
      clearAuthRecord(storage);
      api.dispatch(baseApi.util.resetApiState());
      return result;
    } else if (companySelected.match(action)) {
      rememberCompany(storage, action.payload);
    }
    const companyAfter = api.getState().session.companyId;
    if (companyBefore !== null && companyAfter !== null && companyBefore !== companyAfter) {
      api.dispatch(baseApi.util.resetApiState());
    }
    return result;
  };
