import {
  outboxOf,
  recoveriesOf,
  registrationsOf,
  type AccessRecovery,
  type PendingRegistration,
} from '../db/account-types';
import { DAY, HOUR, iso } from '../db/prng';
import { companyGroup, newUser } from '../db/seed-people';
import { nextId } from '../db/store';
import { PERMISSION_IDS, type Company, type Db } from '../db/types';
import { itemResponse } from './crud';
import {
  ApiError,
  createdAnswer,
  emptyAnswer,
  isRecord,
  readJsonObject,
  routesFor,
  unauthorized,
  type Ctx,
  type ErrorItem,
  type Route,
} from './http';

/**
 * Recovering access and registering, both without a session (docs/API.md). The requests carry no bearer;
 * the e-mailed links carry a token of their own, which the follow-up calls send as `Authorization: Bearer {token}`.
 * Mail goes to the outbox (db.outbox, `window.__mockOutbox`); its links point at the API's origin, which is the app's
 * own in the browser mock (`<origin>/recover?token=…`, `<origin>/register?token=…`).
 */

export const RECOVERY_VALID_MS = HOUR;
/** *Chosen here*: the platform does not say how long a registration link lives. */
export const REGISTRATION_VALID_MS = 7 * DAY;
export const PASSWORD_MIN = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MIN = 6;
const EMAIL_MAX = 254;
const NAME_MAX = 255;

function randomToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Calls that send e-mail need the host, so the mail carries its branding. */
function requireBranding(ctx: Ctx): void {
  if (!ctx.request.headers.get('Api-Branding')?.trim())
    throw new ApiError(400, [{ message: 'Required header', propertyName: 'Api-Branding' }]);
}

function send(ctx: Ctx, to: string, subject: string, path: string | null, token?: string): void {
  const link = path === null ? null : `${ctx.url.origin}${path}?token=${encodeURIComponent(token ?? '')}`;
  outboxOf(ctx.db).push({ to, subject, link, sentOn: new Date().toISOString() });
}

const bearerOf = (ctx: Ctx): string | null =>
  /^Bearer\s+(\S+)$/i.exec(ctx.request.headers.get('Authorization') ?? '')?.[1] ?? null;
const live = (row: { expiresOn: string }): boolean => Date.parse(row.expiresOn) > Date.now();

const findUserByEmail = (db: Db, email: string) =>
  db.users.find((u) => u.emailAddress.toLowerCase() === email.trim().toLowerCase());

/** The live recovery of the link's token, else 401 (unknown, used or expired). */
function recoveryOf(ctx: Ctx): AccessRecovery {
  const token = bearerOf(ctx);
  const recovery = token ? recoveriesOf(ctx.db).find((r) => r._token === token) : undefined;
  if (!recovery || !live(recovery) || !ctx.db.users.some((u) => u.publicId === recovery._userId)) throw unauthorized();
  return recovery;
}

function registrationOf(ctx: Ctx): PendingRegistration {
  const token = bearerOf(ctx);
  const registration = token ? registrationsOf(ctx.db).find((r) => r._token === token) : undefined;
  if (!registration || !live(registration)) throw unauthorized();
  return registration;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function checkPassword(value: unknown, propertyName: string): ErrorItem[] {
  if (typeof value !== 'string' || value === '') return [{ message: 'Required property', propertyName }];
  if (value.length < PASSWORD_MIN)
    return [{ message: `Password must be at least ${PASSWORD_MIN} characters`, propertyName }];
  return [];
}

function checkName(value: unknown, propertyName: string): ErrorItem[] {
  const name = text(value);
  if (name === '') return [{ message: 'Required property', propertyName }];
  if (name.length > NAME_MAX) return [{ message: `Length must be between 1 and ${NAME_MAX} characters`, propertyName }];
  return [];
}

function checkEmail(db: Db, value: unknown): ErrorItem[] {
  const email = text(value);
  const propertyName = 'emailAddress';
  if (email === '') return [{ message: 'Required property', propertyName }];
  if (email.length < EMAIL_MIN || email.length > EMAIL_MAX)
    return [{ message: `Length must be between ${EMAIL_MIN} and ${EMAIL_MAX} characters`, propertyName }];
  if (!EMAIL.test(email)) return [{ message: 'Invalid email address', propertyName }];
  if (findUserByEmail(db, email)) return [{ message: 'Email address already in use', propertyName }];
  return [];
}

const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A published policy of the sector, else 400 on `termsOfUsePolicy.publicId`. */
function sectorPolicyRef(db: Db, value: unknown): { publicId: string } | null | ErrorItem {
  if (value === undefined || value === null) return null;
  const publicId = isRecord(value) ? value.publicId : undefined;
  const found = (db.termsOfUsePolicies ?? []).find(
    (p) => p.publicId === publicId && p.company === null && p.publishedOn !== null,
  );
  return found
    ? { publicId: found.publicId }
    : { message: 'Policy not found', propertyName: 'termsOfUsePolicy.publicId' };
}

async function requestRecovery(ctx: Ctx): Promise<Response> {
  requireBranding(ctx);
  const body = await readJsonObject(ctx);
  const email = text(body.emailAddress);
  if (email === '') throw new ApiError(400, [{ message: 'Required property', propertyName: 'emailAddress' }]);
  const user = findUserByEmail(ctx.db, email);
  // The same answer for an unknown address: nobody learns which addresses have an account.
  if (user) {
    const token = randomToken();
    recoveriesOf(ctx.db).push({
      _token: token,
      _userId: user.publicId,
      expiresOn: iso(Date.now() + RECOVERY_VALID_MS),
    });
    send(ctx, user.emailAddress, 'Reset your password', '/recover', token);
  }
  return emptyAnswer('AccessRecoverList', 201);
}

async function finishRecovery(ctx: Ctx): Promise<Response> {
  const recovery = recoveryOf(ctx);
  requireBranding(ctx);
  const body = await readJsonObject(ctx);
  const errors = checkPassword(body.newPassword, 'newPassword');
  if (typeof body.deleteAccessTokens !== 'boolean')
    errors.push({ message: 'Required property', propertyName: 'deleteAccessTokens' });
  if (errors.length > 0) throw new ApiError(400, errors);
  const user = ctx.db.users.find((u) => u.publicId === recovery._userId);
  if (!user) throw unauthorized();
  user._password = String(body.newPassword);
  user.hasPassword = true;
  if (body.deleteAccessTokens) ctx.db.tokens = ctx.db.tokens.filter((t) => t._userId !== user.publicId);
  // Every link of this person is spent once the password is set.
  ctx.db.accessRecoveries = recoveriesOf(ctx.db).filter((r) => r._userId !== user.publicId);
  send(ctx, user.emailAddress, 'Your password was changed', null);
  return emptyAnswer('MyAccessRecoverFinish', 201);
}

async function register(ctx: Ctx): Promise<Response> {
  requireBranding(ctx);
  const body = await readJsonObject(ctx);
  const errors = [
    ...checkName(body.companyName, 'companyName'),
    ...checkName(body.name, 'name'),
    ...checkEmail(ctx.db, body.emailAddress),
    ...checkPassword(body.password, 'password'),
  ];
  const policy = sectorPolicyRef(ctx.db, body.termsOfUsePolicy);
  if (policy !== null && 'message' in policy) errors.push(policy);
  if (errors.length > 0) throw new ApiError(400, errors);
  const emailAddress = text(body.emailAddress);
  const token = randomToken();
  const registration: PendingRegistration = {
    publicId: nextId('reg'),
    companyName: text(body.companyName),
    name: text(body.name),
    emailAddress,
    language: optionalText(body.language),
    localisation: optionalText(body.localisation),
    timeZone: optionalText(body.timeZone),
    termsOfUsePolicy: policy && !('message' in policy) ? policy : null,
    expiresOn: iso(Date.now() + REGISTRATION_VALID_MS),
    _password: String(body.password),
    _token: token,
  };
  // A new registration for the same address replaces an older one that was never finished.
  ctx.db.registrations = [
    ...registrationsOf(ctx.db).filter((r) => r.emailAddress.toLowerCase() !== emailAddress.toLowerCase()),
    registration,
  ];
  send(ctx, emailAddress, 'Finish your registration', '/register', token);
  return createdAnswer('RegistrationList', [registration.publicId], false);
}

/** The new company with its company group, an Administrator role with every permission, and the person in it. */
function finishRegistration(ctx: Ctx): Response {
  const registration = registrationOf(ctx);
  if (findUserByEmail(ctx.db, registration.emailAddress))
    throw new ApiError(400, [{ message: 'Email address already in use', propertyName: 'emailAddress' }]);
  const now = new Date().toISOString();
  const company: Company = {
    publicId: nextId('c'),
    name: registration.companyName,
    branding: { fqdn: null, logo: null },
    customTermsOfUse: 'sector',
    customPrivacyStatement: 'sector',
    latestTermsOfUse: null,
    latestPrivacyStatement: null,
    _parentCompanyId: null,
  };
  const groupId = nextId('g');
  const roleId = nextId('r');
  const user = newUser({
    publicId: nextId('u'),
    name: registration.name,
    emailAddress: registration.emailAddress,
    language: registration.language ?? 'en',
    localisation: registration.localisation,
    timeZone: registration.timeZone,
    registeredOn: now,
    _password: registration._password,
    acceptedTermsOfUsePolicies: registration.termsOfUsePolicy
      ? [{ publicId: nextId('acc'), policy: registration.termsOfUsePolicy, company: null, acceptedOn: now }]
      : [],
  });
  ctx.db.companies.push(company);
  ctx.db.groups.push(companyGroup(company, groupId));
  ctx.db.roles.push({
    publicId: roleId,
    _companyId: company.publicId,
    name: 'Administrator',
    description: 'Full control of the company',
    enforce2fa: false,
    enforceSso: false,
    permissions: PERMISSION_IDS.map((publicId) => ({ publicId })),
    audiences: [],
  });
  ctx.db.users.push(user);
  ctx.db.memberships.push({
    publicId: nextId('m'),
    _companyId: company.publicId,
    user: { publicId: user.publicId },
    invite: null,
    group: { publicId: groupId },
    role: { publicId: roleId },
    expiresOn: null,
  });
  ctx.db.registrations = registrationsOf(ctx.db).filter((r) => r !== registration);
  return emptyAnswer('MyRegistrationFinish', 201);
}

export const accountRoutes: Route[] = [
  ...routesFor('AccessRecoverList', '/access-recover', { POST: requestRecovery }, false),
  ...routesFor(
    'MyAccessRecover',
    '/access-recover/me',
    {
      GET: (ctx) => {
        const recovery = recoveryOf(ctx);
        const user = ctx.db.users.find((u) => u.publicId === recovery._userId);
        return itemResponse('MyAccessRecover', { emailAddress: user?.emailAddress ?? '' }, ctx);
      },
      // Cancels the link.
      DELETE: (ctx) => {
        const recovery = recoveryOf(ctx);
        ctx.db.accessRecoveries = recoveriesOf(ctx.db).filter((r) => r !== recovery);
        return emptyAnswer('MyAccessRecover');
      },
    },
    false,
  ),
  ...routesFor('MyAccessRecoverFinish', '/access-recover/me/finish', { POST: finishRecovery }, false),
  ...routesFor('RegistrationList', '/registrations', { POST: register }, false),
  ...routesFor(
    'MyRegistration',
    '/registrations/me',
    {
      GET: (ctx) => {
        const { publicId, companyName, emailAddress, language, name } = registrationOf(ctx);
        return itemResponse('MyRegistration', { publicId, companyName, emailAddress, language, name }, ctx);
      },
      DELETE: (ctx) => {
        const registration = registrationOf(ctx);
        ctx.db.registrations = registrationsOf(ctx.db).filter((r) => r !== registration);
        return emptyAnswer('MyRegistration');
      },
    },
    false,
  ),
  ...routesFor('MyRegistrationFinish', '/registrations/me/finish', { POST: finishRegistration }, false),
];
