import { nextId } from '../db/store';
import { deviceRows, profileUser, type TrustedDeviceRow } from '../db/profile-types';
import type { Db, User } from '../db/types';
import { crudRoutes, stripInternal } from './crud';
import {
  ApiError,
  badRequest,
  emptyAnswer,
  envelope,
  readJsonObject,
  routesFor,
  sessionOf,
  type Ctx,
  type Route,
} from './http';
import { newTotpSecret, totpMatches } from './profile-totp';

/** The signed-in person's own account (docs/API.md): password, two-factor, trusted devices. */

/** The platform's shortest password (*chosen here*: it publishes no rule). */
export const MIN_PASSWORD_LENGTH = 8;
export const DEVICE_IDENTIFIER_HEADER = 'Api-Device-Identifier';

const ownedBy = (row: { _userId: string }, ctx: Ctx): boolean => row._userId === sessionOf(ctx).user.publicId;

/**
 * Trusts a browser for a person (sign-in with `trustedDeviceName`): the same browser (device identifier) is trusted
 * once, its name and last login renewed; without an identifier every call adds a row.
 */
export function trustDevice(
  db: Db,
  userId: string,
  name: string,
  deviceIdentifier: string | null,
  userAgent: string | null,
): TrustedDeviceRow {
  const now = new Date().toISOString();
  const rows = deviceRows(db.trustedDevices);
  const known = deviceIdentifier
    ? rows.find((row) => row._userId === userId && row._deviceIdentifier === deviceIdentifier)
    : undefined;
  if (known) {
    Object.assign(known, { name, userAgent, lastLogin: now });
    return known;
  }
  const row: TrustedDeviceRow = {
    publicId: nextId('td'),
    name,
    userAgent,
    createdOn: now,
    lastLogin: now,
    _userId: userId,
    _deviceIdentifier: deviceIdentifier,
  };
  rows.push(row);
  return row;
}

/** Whether signing in needs a second factor: the fixed demo code, or the TOTP secret of a verified set-up. */
export const hasSecondFactor = (user: User): boolean => user._otp !== null || Boolean(profileUser(user)._totpSecret);

/** The code typed at sign-in: a TOTP set-up takes the current code of its secret, the demo accounts their fixed one. */
export async function secondFactorAccepts(user: User, code: string): Promise<boolean> {
  const secret = profileUser(user)._totpSecret;
  if (secret) return totpMatches(secret, code);
  return user._otp !== null && code === user._otp;
}

async function changePassword(ctx: Ctx): Promise<Response> {
  const body = await readJsonObject(ctx);
  const { user, tokenId } = sessionOf(ctx);
  const { oldPassword, newPassword, deleteAccessTokens } = body;
  if (typeof oldPassword !== 'string') throw badRequest('Required property', 'oldPassword');
  if (typeof newPassword !== 'string') throw badRequest('Required property', 'newPassword');
  if (typeof deleteAccessTokens !== 'boolean') throw badRequest('Required property', 'deleteAccessTokens');
  if (oldPassword !== user._password) throw badRequest('Invalid password', 'oldPassword');
  if (newPassword.length < MIN_PASSWORD_LENGTH)
    throw badRequest(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`, 'newPassword');
  user._password = newPassword;
  user.hasPassword = true;
  // Signing out the other sessions keeps the one that asked.
  if (deleteAccessTokens)
    ctx.db.tokens = ctx.db.tokens.filter((t) => t._userId !== user.publicId || t.publicId === tokenId);
  return emptyAnswer('MyUserPassword', 201);
}

function enableOtp(ctx: Ctx): Response {
  const user = profileUser(sessionOf(ctx).user);
  user._pendingTotpSecret = newTotpSecret();
  return envelope('MyUserOtpAuthEnable', { secret: user._pendingTotpSecret }, { status: 201 });
}

async function verifyOtp(ctx: Ctx): Promise<Response> {
  const body = await readJsonObject(ctx);
  const user = profileUser(sessionOf(ctx).user);
  const { oneTimePassword, deviceName } = body;
  if (typeof oneTimePassword !== 'string' || oneTimePassword.trim() === '')
    throw badRequest('Required property', 'oneTimePassword');
  if (typeof deviceName !== 'string' || deviceName.trim() === '') throw badRequest('Required property', 'deviceName');
  const secret = user._pendingTotpSecret;
  if (!secret) throw badRequest('Two-factor authentication was not enabled');
  if (!(await totpMatches(secret, oneTimePassword))) throw badRequest('One-Time Password failed', 'oneTimePassword');
  user._totpSecret = secret;
  user._pendingTotpSecret = null;
  // The new authenticator replaces a fixed demo code.
  user._otp = null;
  user.otpAuth = {
    ...user.otpAuth,
    type: 'app',
    deviceName: deviceName.trim(),
    registeredOn: new Date().toISOString(),
  };
  return emptyAnswer('MyUserOtpAuthVerify', 201);
}

function disableOtp(ctx: Ctx): Response {
  const user = profileUser(sessionOf(ctx).user);
  if (user.otpAuth.required) throw new ApiError(400, [{ message: 'Two-factor authentication is required by a role' }]);
  user._totpSecret = null;
  user._pendingTotpSecret = null;
  user._otp = null;
  user.otpAuth = { ...user.otpAuth, type: null, deviceName: null, registeredOn: null };
  return emptyAnswer('MyUserOtpAuthDisable', 201);
}

export const profileRoutes: Route[] = [
  ...routesFor('MyUserPassword', '/users/me/password', { POST: changePassword }),
  ...routesFor('MyUserOtpAuthEnable', '/users/me/otp-auth/enable', { POST: enableOtp }),
  ...routesFor('MyUserOtpAuthVerify', '/users/me/otp-auth/verify', { POST: verifyOtp }),
  ...routesFor('MyUserOtpAuthDisable', '/users/me/otp-auth/disable', { POST: disableOtp }),
  ...crudRoutes<TrustedDeviceRow>({
    listRel: 'TrustedDeviceList',
    itemRel: 'TrustedDevice',
    path: '/trusted-devices',
    idPrefix: 'td',
    table: (db) => deviceRows(db.trustedDevices),
    scope: ownedBy,
    listMethods: ['GET', 'DELETE'],
    itemMethods: ['DELETE'],
    defaultOrder: '-lastLogin',
    // The browser asking names itself in Api-Device-Identifier; rows trusted without one are never current.
    view: (row, ctx) => {
      const asking = ctx.request.headers.get(DEVICE_IDENTIFIER_HEADER);
      return { ...stripInternal(row), isCurrent: Boolean(asking && row._deviceIdentifier === asking) };
    },
  }),
];
