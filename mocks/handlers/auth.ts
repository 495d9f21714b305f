import { companyIdsOf } from '../db/access';
import { nextId } from '../db/store';
import { deviceRows } from '../db/profile-types';
import type { SsoToken } from '../db/sso-types';
import type { AccessToken, Db, User } from '../db/types';
import { itemResponse, listResponse, stripInternal } from './crud';
import { ApiError, emptyAnswer, isRecord, notFound, param, routesFor, sessionOf, type Ctx, type Route } from './http';
import { mergeCustomValues } from './custom-values';
import { hasSecondFactor, secondFactorAccepts, trustDevice } from './profile';
import { isLive, resolveBearer } from './session';

/** Sign-in, tokens, the signed-in user and their companies (docs/API.md). */

const THIRTY_DAYS = 2_592_000;

export function createToken(db: Db, userId: string, expiresInSeconds: number): AccessToken {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  const secretId = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const token: AccessToken = {
    // Random too: tokens are shared between tabs, whose id sequences are not.
    publicId: `${nextId('at')}-${secretId.slice(0, 6)}`,
    secretId,
    created: { on: new Date().toISOString(), ip: null, userAgent: null },
    expiresOn: new Date(Date.now() + expiresInSeconds * 1000).toISOString(),
    _userId: userId,
  };
  db.tokens = db.tokens.filter((t) => isLive(t.expiresOn));
  db.tokens.push(token);
  return token;
}

const invalid = (message: string): ApiError => new ApiError(401, [{ message }]);

function decodeBase64Utf8(value: string): string {
  const binary = atob(value);
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

/** `Basic base64(email:otp:password)`: split on the first two colons only (the password may contain more). */
/** A browser the person trusted at an earlier sign-in (`Api-Device-Identifier` of a trusted device) skips the second factor. */
const isTrustedBrowser = (db: Db, userId: string, deviceIdentifier: string | null): boolean =>
  Boolean(deviceIdentifier) &&
  deviceRows(db.trustedDevices).some((row) => row._userId === userId && row._deviceIdentifier === deviceIdentifier);

async function signInUser(db: Db, header: string, deviceIdentifier: string | null): Promise<User> {
  let decoded: string;
  try {
    decoded = decodeBase64Utf8(header.replace(/^Basic\s+/i, '').trim());
  } catch {
    throw invalid('Invalid credentials');
  }
  const first = decoded.indexOf(':');
  const second = first < 0 ? -1 : decoded.indexOf(':', first + 1);
  if (second < 0) throw invalid('Invalid credentials');
  const email = decoded.slice(0, first).trim().toLowerCase();
  const otp = decoded.slice(first + 1, second).trim();
  const password = decoded.slice(second + 1);
  const user = db.users.find((u) => u.emailAddress.toLowerCase() === email);
  if (!user || user._password !== password) throw invalid('Invalid credentials');
  // A fixed demo code, or the current TOTP of a set-up made on /my-profile (profile.ts).
  if (hasSecondFactor(user) && !(otp === '' && isTrustedBrowser(db, user.publicId, deviceIdentifier))) {
    if (otp === '') throw invalid('One-Time Password required');
    if (!(await secondFactorAccepts(user, otp))) throw invalid('One-Time Password failed');
  }
  return user;
}

/**
 * A token as GET reads it (no secret, no user; `ssoIdentityProvider` for a token made by SSO sign-in, else null); the
 * sign-in answer adds the secret and the user.
 */
export const tokenView = (db: Db, token: SsoToken, withSecret: boolean): Record<string, unknown> => {
  const { secretId, ...rest } = stripInternal(token);
  const provider = db.ssoIdentityProviders.find((p) => p.publicId === token._ssoProviderId);
  const viewed = { ...rest, ssoIdentityProvider: provider ? stripInternal(provider) : null };
  if (!withSecret) return viewed;
  const user = db.users.find((u) => u.publicId === token._userId);
  return { ...viewed, secretId, user: user ? { publicId: user.publicId, name: user.name } : null };
};

/** `trustedDeviceName` on a sign-in: the browser (Api-Device-Identifier) becomes a trusted device of the person. */
function trustSigningInDevice(ctx: Ctx, userId: string, name: unknown): void {
  if (name === undefined || name === null) return;
  if (typeof name !== 'string' || name.trim() === '' || name.length > 255)
    throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'trustedDeviceName' }]);
  trustDevice(
    ctx.db,
    userId,
    name.trim(),
    ctx.request.headers.get('Api-Device-Identifier'),
    ctx.request.headers.get('User-Agent'),
  );
}

async function createTokenRoute(ctx: Ctx): Promise<Response> {
  const header = ctx.request.headers.get('Authorization') ?? '';
  let userId: string;
  if (/^Basic\s/i.test(header)) {
    const user = await signInUser(ctx.db, header, ctx.request.headers.get('Api-Device-Identifier'));
    user.lastSeenOn = new Date().toISOString();
    userId = user.publicId;
  } else {
    const bearer = resolveBearer(ctx.db, ctx.request);
    if (!bearer) throw new ApiError(401, [{ message: 'Unauthorized' }]);
    userId = bearer.userId;
  }
  const body = await ctx.body();
  const requested = isRecord(body) ? body.expiresIn : undefined;
  if (requested !== undefined && (typeof requested !== 'number' || !Number.isFinite(requested) || requested <= 0)) {
    throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'expiresIn' }]);
  }
  trustSigningInDevice(ctx, userId, isRecord(body) ? body.trustedDeviceName : undefined);
  const token = createToken(ctx.db, userId, requested ?? THIRTY_DAYS);
  return itemResponse('AccessToken', tokenView(ctx.db, token, true), ctx, 201);
}

const ownToken = (ctx: Ctx): AccessToken => {
  const token = ctx.db.tokens.find(
    (t) => t.publicId === param(ctx, 'publicId') && t._userId === sessionOf(ctx).user.publicId,
  );
  if (!token) throw notFound();
  return token;
};

/** MyUser: the platform has no `companies` on it; the unread badge is `unreadMessagesCount`. */
const myUserView = (ctx: Ctx): Record<string, unknown> => {
  const { user } = sessionOf(ctx);
  const unreadMessagesCount = ctx.db.messages.filter((m) => m._userId === user.publicId && !m.read).length;
  return { ...stripInternal(user), unreadMessagesCount };
};

/** CompanyList: the signed-in user's companies (the platform has no MyCompanyList). */
const myCompanies = (ctx: Ctx): Record<string, unknown>[] =>
  companyIdsOf(ctx.db, sessionOf(ctx).user.publicId)
    .flatMap((id) => ctx.db.companies.filter((c) => c.publicId === id))
    .map(stripInternal);

/** MyCompany: the selected company, with its router display screensaver when it has one (only MyCompany names it). */
function myCompany(ctx: Ctx): Record<string, unknown> {
  const company = ctx.db.companies.find((c) => c.publicId === sessionOf(ctx).companyId);
  if (!company) throw notFound();
  return { ...stripInternal(company), ...(company._screensaver ? { screensaver: company._screensaver } : {}) };
}

async function patchMyUser(ctx: Ctx): Promise<Response> {
  const body = await ctx.body();
  if (!isRecord(body)) throw new ApiError(400, [{ message: 'Invalid body' }]);
  const { user } = sessionOf(ctx);
  // Checked before anything is stored: a refused value leaves the person as they were.
  const custom = body.custom === undefined ? undefined : mergeCustomValues(ctx, 'User', user.custom, body.custom);
  if (body.name !== undefined && (typeof body.name !== 'string' || body.name.trim() === ''))
    throw new ApiError(400, [{ message: 'Required property', propertyName: 'name' }]);
  if (custom) user.custom = custom;
  if (body.name !== undefined) {
    if (typeof body.name !== 'string' || body.name.trim() === '')
      throw new ApiError(400, [{ message: 'Required property', propertyName: 'name' }]);
    user.name = body.name;
  }
  if (typeof body.language === 'string') user.language = body.language;
  for (const key of ['localisation', 'timeZone'] as const) {
    const value = body[key];
    if (value === null || typeof value === 'string') user[key] = value;
  }
  return emptyAnswer('MyUser');
}

function brandingsFor(ctx: Ctx): Record<string, unknown>[] {
  const host = (ctx.request.headers.get('Api-Branding') ?? '').trim().toLowerCase();
  if (!host) return [];
  return ctx.db.brandings
    .filter((b) => b._hosts.includes(host) || (host.endsWith('.localhost') && b._hosts.includes('.localhost')))
    .map(stripInternal);
}

export const authRoutes: Route[] = [
  ...routesFor('AccessTokenList', '/access-tokens', { POST: createTokenRoute }, false),
  ...routesFor('AccessTokenList', '/access-tokens', {
    GET: (ctx) =>
      listResponse(
        'AccessTokenList',
        ctx.db.tokens
          .filter((t) => t._userId === sessionOf(ctx).user.publicId && isLive(t.expiresOn))
          .map((t) => tokenView(ctx.db, t, false)),
        ctx,
      ),
  }),
  ...routesFor('AccessToken', '/access-tokens/{publicId}', {
    GET: (ctx) => itemResponse('AccessToken', tokenView(ctx.db, ownToken(ctx), false), ctx),
    DELETE: (ctx) => {
      const token = ownToken(ctx);
      ctx.db.tokens = ctx.db.tokens.filter((t) => t !== token);
      return emptyAnswer('AccessToken');
    },
  }),
  ...routesFor('MyUser', '/users/me', {
    GET: (ctx) => itemResponse('MyUser', myUserView(ctx), ctx),
    PATCH: patchMyUser,
  }),
  ...routesFor('CompanyList', '/companies', { GET: (ctx) => listResponse('CompanyList', myCompanies(ctx), ctx) }),
  // Before Company (/companies/{publicId}, company.ts): `me` is not a company id.
  ...routesFor('MyCompany', '/companies/me', { GET: (ctx) => itemResponse('MyCompany', myCompany(ctx), ctx) }),
  ...routesFor('MySector', '/sectors/me', {
    GET: (ctx) => itemResponse('MySector', stripInternal(ctx.db.sector), ctx),
  }),
  ...routesFor('MyPermissionList', '/my/permissions', {
    GET: (ctx) =>
      listResponse(
        'MyPermissionList',
        sessionOf(ctx).permissions.map((publicId) => ({ publicId })),
        ctx,
      ),
  }),
  ...routesFor(
    'BrandingList',
    '/brandings',
    { GET: (ctx) => listResponse('BrandingList', brandingsFor(ctx), ctx) },
    false,
  ),
];
