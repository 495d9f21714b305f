import { sessionExpired } from '@/api';
import type { AuthRecord } from './auth-record';
import {
  companySelected,
  initialSessionState,
  selectAuth,
  selectCompanyId,
  selectIsSignedIn,
  selectSessionEndedBy,
  sessionReducer,
  signedIn,
  signedOut,
  signedOutElsewhere,
  type SessionState,
} from './slice';

const auth: AuthRecord = { publicId: 't1', secretId: 's1', expiresOn: '2026-07-01T12:00:00Z', userId: 'u1' };
const signedInState: SessionState = { auth, companyId: 'c1', endedBy: null };

describe('sessionReducer', () => {
  it('starts signed out', () => {
    expect(sessionReducer(undefined, { type: '@@init' })).toEqual(initialSessionState);
    expect(initialSessionState).toEqual({ auth: null, companyId: null, endedBy: null });
  });

  it('signs in, keeps a company chosen before and clears endedBy', () => {
    const state = sessionReducer({ auth: null, companyId: 'c0', endedBy: 'expiry' }, signedIn({ auth }));
    expect(state).toEqual({ auth, companyId: 'c0', endedBy: null });
  });

  it('signs in with the company of a jump-start', () => {
    expect(sessionReducer(initialSessionState, signedIn({ auth, companyId: 'c9' })).companyId).toBe('c9');
  });

  it('selects a company', () => {
    expect(sessionReducer(signedInState, companySelected('c2')).companyId).toBe('c2');
  });

  it('signs out to the initial state', () => {
    expect(sessionReducer(signedInState, signedOut())).toEqual(initialSessionState);
  });

  it('signs out elsewhere with endedBy elsewhere', () => {
    expect(sessionReducer(signedInState, signedOutElsewhere())).toEqual({
      auth: null,
      companyId: null,
      endedBy: 'elsewhere',
    });
  });

  describe('session/expired', () => {
    it('ends a signed-in session and sets endedBy expiry', () => {
      expect(sessionReducer(signedInState, sessionExpired())).toEqual({
        auth: null,
        companyId: null,
        endedBy: 'expiry',
      });
    });

    it('changes nothing when nobody is signed in', () => {
      const signedOutState: SessionState = { auth: null, companyId: null, endedBy: 'elsewhere' };
      expect(sessionReducer(signedOutState, sessionExpired())).toBe(signedOutState);
      expect(sessionReducer(initialSessionState, sessionExpired())).toBe(initialSessionState);
    });
  });
});

describe('selectors', () => {
  it('read the session', () => {
    const root = { session: signedInState };
    expect(selectAuth(root)).toBe(auth);
    expect(selectIsSignedIn(root)).toBe(true);
    expect(selectCompanyId(root)).toBe('c1');
    expect(selectSessionEndedBy({ session: { ...initialSessionState, endedBy: 'expiry' } })).toBe('expiry');
    expect(selectIsSignedIn({ session: initialSessionState })).toBe(false);
  });
});
