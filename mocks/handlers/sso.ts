import { companyIdsOf } from '../db/access';
import type { Db, SsoIdentityProvider } from '../db/types';
import type { SsoAuthentication, SsoToken } from '../db/sso-types';
import { createToken, tokenView } from './auth';
import { itemResponse, listResponse, stripInternal } from './crud';
import { ApiError, isRecord, routesFor, type Ctx, type Route } from './http';
import { isLive, resolveBearer } from './session';

/**
 * Signing in through a company's identity provider (docs/API.md, SSO).
 *
 * The mock is its own instant identity provider: SsoAuthenticationRequestList answers a `url` that goes straight back
 * to the app's `redirectUrl` with `?code=…&state=…`, the provider having approved at once the person bound to the
 * request: the bearer's user when the call carries a bearer, else the provider's demo person (`_demoUserEmail`; Google
 * Workspace → sso@north.test). SsoAccessTokenList (no bearer) exchanges the code, once, for a token like the sign-in's
 * plus `ssoIdentityProvider`.
 */

/** A code is good for five minutes, like an identity provider's authorisation code. */
const CODE_LIFETIME_MS = 5 * 60_000;
const THIRTY_DAYS = 2_592_000;

/** Pending authentications: a table that old snapshots lack. */
const authenticationsOf = (db: Db): SsoAuthentication[] =>
  ((db as Db & { ssoAuthentications?: SsoAuthentication[] }).ssoAuthentications ??= []);

const randomHex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

export const providerView = (provider: SsoIdentityProvider): Record<string, unknown> => stripInternal(provider);

const refId = (value: unknown): string | undefined =>
  isRecord(value) && typeof value.publicId === 'string' ? value.publicId : undefined;

function webAddress(value: unknown): URL {
  try {
    const url = new URL(typeof value === 'string' ? value : '');
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // refused below
  }
  throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'redirectUrl' }]);
}

async function requestAuthentication(ctx: Ctx): Promise<Response> {
  const body = await ctx.body();
  if (!isRecord(body)) throw new ApiError(400, [{ message: 'Invalid body' }]);
  const provider = ctx.db.ssoIdentityProviders.find((p) => p.publicId === refId(body.identityProvider));
  if (!provider) throw new ApiError(400, [{ message: 'Required property', propertyName: 'identityProvider' }]);
  const redirect = webAddress(body.redirectUrl);
  const bearer = resolveBearer(ctx.db, ctx.request);
  const userId = bearer
    ? bearer.userId
    : ctx.db.users.find(
        (u) =>
          provider._demoUserEmail !== undefined &&
          u.emailAddress.toLowerCase() === provider._demoUserEmail.toLowerCase(),
      )?.publicId;
  if (!userId)
    throw new ApiError(400, [
      { message: 'The identity provider does not know this account', propertyName: 'identityProvider' },
    ]);
  const companies = new Set(companyIdsOf(ctx.db, userId));
  if (!provider.companies.some((c) => companies.has(c.publicId))) {
    throw new ApiError(403, [
      { message: 'The identity provider does not serve your companies', propertyName: 'identityProvider' },
    ]);
  }
  const authentication: SsoAuthentication = {
    code: randomHex(16),
    state: randomHex(8),
    providerId: provider.publicId,
    userId,
    expiresOn: new Date(Date.now() + CODE_LIFETIME_MS).toISOString(),
  };
  const table = authenticationsOf(ctx.db);
  table.splice(0, table.length, ...table.filter((a) => isLive(a.expiresOn)), authentication);
  redirect.searchParams.set('code', authentication.code);
  redirect.searchParams.set('state', authentication.state);
  return itemResponse('SsoAuthenticationRequestList', { url: redirect.toString() }, ctx, 201);
}

async function createSsoToken(ctx: Ctx): Promise<Response> {
  const body = await ctx.body();
  if (!isRecord(body)) throw new ApiError(400, [{ message: 'Invalid body' }]);
  const expiresIn = body.expiresIn ?? THIRTY_DAYS;
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn <= 0)
    throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'expiresIn' }]);
  const given = isRecord(body.ssoAuthentication) ? body.ssoAuthentication : {};
  const table = authenticationsOf(ctx.db);
  const index = table.findIndex((a) => a.code === given.code && a.state === given.state && isLive(a.expiresOn));
  const authentication = table[index];
  if (!authentication)
    throw new ApiError(401, [{ message: 'SSO authentication failed', propertyName: 'ssoAuthentication' }]);
  // A code is used once.
  table.splice(index, 1);
  const token: SsoToken = createToken(ctx.db, authentication.userId, expiresIn);
  token._ssoProviderId = authentication.providerId;
  return itemResponse('SsoAccessTokenList', tokenView(ctx.db, token, true), ctx, 201);
}

export const ssoRoutes: Route[] = [
  ...routesFor(
    'SsoIdentityProviderList',
    '/sso/identity-providers',
    {
      GET: (ctx) => listResponse('SsoIdentityProviderList', ctx.db.ssoIdentityProviders.map(providerView), ctx),
    },
    false,
  ),
  // Without a bearer too: the bearer, when there is one, only binds the request to its user.
  ...routesFor('SsoAuthenticationRequestList', '/sso/authentication/request', { POST: requestAuthentication }, false),
  ...routesFor('SsoAccessTokenList', '/sso/access-token', { POST: createSsoToken }, false),
];
