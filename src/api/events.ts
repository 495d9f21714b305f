import { createAction } from '@reduxjs/toolkit';

/** Events the wire raises; the session and notice features react to them. */
export const sessionExpired = createAction('session/expired');
export const gatewayTimedOut = createAction('api/gatewayTimedOut');
export const apiUnavailable = createAction<{ status: number | 'FETCH_ERROR' }>('api/unavailable');
