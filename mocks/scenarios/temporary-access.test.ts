import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, rows } from '../test-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

/** What the reminders read: the signed-in end user's own memberships with an expiry (UserMembershipList). */
const ownTemporaryMemberships = async () =>
  call('UserMembershipList', {
    token: demoTokens.user.secretId,
    query: {
      fields: 'publicId,expiresOn',
      filters: ['eq(user.publicId,"u-user")', 'isnotnull(expiresOn)'],
      'page-size': '1000',
    },
  });

describe('temporary access of the end user', () => {
  test('an end user without admin rights reads their own memberships; the seed has none temporary', async () => {
    const result = await ownTemporaryMemberships();
    expect(result.status).toBe(200);
    expect(rows(result)).toEqual([]);
  });

  test('the temporary-access scenario gives them one, ending 20 days from now', async () => {
    mockControl.scenario('temporary-access');
    const [membership, ...others] = rows(await ownTemporaryMemberships());
    expect(others).toEqual([]);
    const left = Date.parse(String(membership?.expiresOn)) - Date.now();
    expect(left).toBeGreaterThan(19.9 * 86_400_000);
    expect(left).toBeLessThanOrEqual(20 * 86_400_000);
  });
});
