import { nextId } from '../db/store';
import type { Agent, AgentAppKind, Coupon, Db, Licence, LicenceBundle, LicenceType } from '../db/types';
import { alarmingSeeded } from '@mocks/db/alarms/rules';
import { loggingSeeded } from '@mocks/db/machine-data/tags';
import { agentVisible } from './agents';
import { asString, atItem, bodyItems, crudRoutes, defaultScope, stripInternal, type Resource } from './crud';
import {
  ApiError,
  badRequest,
  conflict,
  emptyAnswer,
  envelope,
  isRecord,
  notFound,
  param,
  readJsonObject,
  requirePermission,
  routesFor,
  sessionOf,
  type Ctx,
  type Route,
} from './http';
import { perRequest } from './memo';
import type { Row } from './query';

/**
 * Licence types, licences and coupons, bundles, and the apps and bundles activated on agents (mocks/README.md, Licences).
 * Every write needs MANAGE_LICENCES.
 */

const DAY = 86_400_000;
const TRIAL_DAYS = 30;
const COUPON = /^[A-Z]{3}-\d{3}-[A-Z]{3}-\d{3}$/;
const APP_USAGE: Record<AgentAppKind, string> = { alarming: 'alarming', logging: 'logging' };

const licenceTypes: Resource<LicenceType> = {
  listRel: 'LicenceTypeList',
  path: '/licence-types',
  idPrefix: 'lt',
  table: (db) => db.licenceTypes,
  listMethods: ['GET'],
  itemMethods: ['GET'],
  defaultOrder: 'usageType',
};

const agentRef = (db: Db, agentId: string | null): Row | null => {
  const agent = agentId ? db.agents.find((a) => a.publicId === agentId) : undefined;
  return agent ? { publicId: agent.publicId, name: agent.name } : null;
};
const bundleRef = (db: Db, bundleId: string | null): Row | null => {
  const bundle = bundleId ? db.licenceBundles.find((b) => b.publicId === bundleId) : undefined;
  return bundle ? { publicId: bundle.publicId, name: bundle.name } : null;
};

/** The wire licence: the device and the bundle named as they are now. */
function licenceView(licence: Licence, ctx: Ctx): Row {
  return {
    ...stripInternal(licence),
    agent: agentRef(ctx.db, licence._agentId),
    bundle: bundleRef(ctx.db, licence._bundleId),
  };
}

/** The coupon a code names: well-formed (else 400), known (else 404), unused (else 409); normalised like the app does. */
function couponOf(ctx: Ctx, value: unknown): Coupon {
  const code = asString(value).trim().toUpperCase();
  if (code === '') throw badRequest('Required property', 'couponCode');
  if (!COUPON.test(code)) throw badRequest('Invalid coupon code', 'couponCode');
  const coupon = ctx.db.coupons.find((c) => c.code === code);
  if (!coupon) throw new ApiError(404, [{ message: 'Coupon code not found', propertyName: 'couponCode' }]);
  if (coupon._usedOn) throw conflict('Coupon code already used', 'couponCode');
  return coupon;
}

/** A new licence of a coupon's usage type (a year), in the selected company; the coupon is spent. */
function licenceFromCoupon(ctx: Ctx, coupon: Coupon, change: Partial<Licence> = {}): Licence {
  const type = ctx.db.licenceTypes.find((t) => t.usageType === coupon.usageType) ?? ctx.db.licenceTypes[0];
  coupon._usedOn = new Date().toISOString();
  return {
    publicId: nextId('li'),
    _companyId: sessionOf(ctx).companyId,
    type: { publicId: type?.publicId ?? 'lt-vpn', usageType: type?.usageType ?? coupon.usageType },
    serialNumber: coupon.code,
    expiresOn: new Date(Date.now() + 365 * DAY).toISOString(),
    activated: true,
    trial: false,
    _agentId: null,
    _bundleId: null,
    ...change,
  };
}

/** LicenceList POST `[{couponCode}]`: one licence per coupon, all or nothing; a failing code names its `listIndex`. */
async function redeemCoupons(ctx: Ctx): Promise<Response> {
  requirePermission(ctx, 'MANAGE_LICENCES');
  const items = await bodyItems(ctx);
  const codes = items.map((item, listIndex) => atItem(listIndex, () => couponOf(ctx, item.couponCode)));
  codes.forEach((coupon, listIndex) => {
    if (codes.indexOf(coupon) !== listIndex)
      throw new ApiError(409, [{ message: 'Duplicate', propertyName: 'couponCode', listIndex }]);
  });
  const added = codes.map((coupon) => licenceFromCoupon(ctx, coupon));
  ctx.db.licences.push(...added);
  return envelope(
    'LicenceList',
    added.map((licence) => licenceView(licence, ctx)),
    { status: 201 },
  );
}

const licences: Resource<Licence> = {
  listRel: 'LicenceList',
  itemRel: 'Licence',
  path: '/licences',
  idPrefix: 'li',
  table: (db) => db.licences,
  listMethods: ['GET'],
  itemMethods: ['GET'],
  defaultOrder: 'expiresOn',
  view: licenceView,
};

const bundles: Resource<LicenceBundle> = {
  listRel: 'LicenceBundleList',
  path: '/licence-bundles',
  idPrefix: 'lb',
  table: (db) => db.licenceBundles,
  listMethods: ['GET'],
  itemMethods: [],
  defaultOrder: 'name',
};

function companyBundle(ctx: Ctx, publicId: unknown, propertyName?: string): LicenceBundle {
  const bundle = ctx.db.licenceBundles.find((b) => b.publicId === publicId && defaultScope(b, ctx));
  if (!bundle) throw propertyName ? badRequest('Licence bundle not found', propertyName) : notFound();
  return bundle;
}

/** LicenceBundleExtend POST `{couponCode?}`: every licence of the bundle runs a year longer (from its expiry or now). */
async function extendBundle(ctx: Ctx): Promise<Response> {
  requirePermission(ctx, 'MANAGE_LICENCES');
  const bundle = companyBundle(ctx, param(ctx, 'publicId'));
  const body = ((await ctx.body()) ?? {}) as unknown;
  if (!isRecord(body)) throw badRequest('Invalid body');
  if (
    body.licenceBundle !== undefined &&
    (!isRecord(body.licenceBundle) || body.licenceBundle.publicId !== bundle.publicId)
  ) {
    throw badRequest('Licence bundle does not match the address', 'licenceBundle.publicId');
  }
  if (body.couponCode !== undefined) couponOf(ctx, body.couponCode)._usedOn = new Date().toISOString();
  for (const licence of ctx.db.licences.filter((l) => l._bundleId === bundle.publicId)) {
    const from = Math.max(Date.now(), licence.expiresOn ? Date.parse(licence.expiresOn) : Date.now());
    licence.expiresOn = new Date(from + 365 * DAY).toISOString();
  }
  return envelope('LicenceBundleExtend', null, { status: 201 });
}

function companyAgent(ctx: Ctx, publicId: unknown, propertyName?: string): Agent {
  const agent = ctx.db.agents.find((a) => a.publicId === publicId);
  if (!agent || !agentVisible(agent, ctx))
    throw propertyName ? badRequest('Agent not found', propertyName) : notFound();
  return agent;
}

const isExpired = (licence: Licence): boolean =>
  licence.expiresOn !== null && Date.parse(licence.expiresOn) <= Date.now();

/**
 * AgentLicenceBundleActivate POST `{publicId (agent), bundle{publicId}, couponCode?}`: one bundle per agent; the bundle's first
 * free licence activates it, or with a coupon a new licence joins the bundle for it.
 */
async function activateBundle(ctx: Ctx): Promise<Response> {
  requirePermission(ctx, 'MANAGE_LICENCES');
  const body = await readJsonObject(ctx);
  const agent = companyAgent(ctx, body.publicId, 'publicId');
  const bundle = companyBundle(ctx, isRecord(body.bundle) ? body.bundle.publicId : undefined, 'bundle.publicId');
  if (ctx.db.agentLicenceBundles.some((a) => a._agentId === agent.publicId))
    throw conflict('A licence bundle is already active on this agent');
  let licence = ctx.db.licences.find(
    (l) => l._bundleId === bundle.publicId && l._agentId === null && l.activated && !isExpired(l),
  );
  if (body.couponCode !== undefined) {
    licence = licenceFromCoupon(ctx, couponOf(ctx, body.couponCode), { _bundleId: bundle.publicId });
    ctx.db.licences.push(licence);
  }
  if (!licence) throw conflict('No licence left in this bundle', 'bundle.publicId');
  licence._agentId = agent.publicId;
  ctx.db.agentLicenceBundles.push({
    publicId: nextId('alb'),
    _companyId: agent._companyId,
    _agentId: agent.publicId,
    _bundleId: bundle.publicId,
    _licenceId: licence.publicId,
  });
  return envelope('AgentLicenceBundleActivate', null, { status: 201 });
}

/** AgentLicenceBundles DELETE `[{publicId}]` (bundles): the bundle leaves the agent and its licence is free again. */
async function deactivateBundles(ctx: Ctx): Promise<Response> {
  requirePermission(ctx, 'MANAGE_LICENCES');
  const agent = companyAgent(ctx, param(ctx, 'agentId'));
  const items = await bodyItems(ctx);
  const active = items.map((item, listIndex) =>
    atItem(listIndex, () => {
      const found = ctx.db.agentLicenceBundles.find(
        (a) => a._agentId === agent.publicId && a._bundleId === item.publicId,
      );
      if (!found) throw badRequest('Licence bundle is not active on this agent', 'publicId');
      return found;
    }),
  );
  for (const entry of active) {
    const licence = ctx.db.licences.find((l) => l.publicId === entry._licenceId);
    if (licence) licence._agentId = null;
  }
  ctx.db.agentLicenceBundles = ctx.db.agentLicenceBundles.filter((entry) => !active.includes(entry));
  return emptyAnswer('AgentLicenceBundles');
}

/** Which licence activates an app: a trial (once per agent and app), a free licence of the app's usage type, or a coupon. */
function appLicence(
  ctx: Ctx,
  agent: Agent,
  app: AgentAppKind,
  item: Row,
): { via: 'trial' | 'licence' | 'couponCode'; licence: Licence } {
  const chosen = ['trial', 'licence', 'couponCode'].filter((key) => item[key] !== undefined && item[key] !== false);
  if (chosen.length !== 1) throw badRequest('Give exactly one of trial, licence or couponCode');
  const usageType = APP_USAGE[app];
  if (item.trial === true) {
    if (ctx.db.appTrials.includes(`${agent.publicId}:${app}`))
      throw conflict('Trial already used for this agent', 'trial');
    ctx.db.appTrials.push(`${agent.publicId}:${app}`);
    const type = ctx.db.licenceTypes.find((t) => t.usageType === usageType);
    const publicId = nextId('li');
    const licence: Licence = {
      publicId,
      _companyId: agent._companyId,
      type: { publicId: type?.publicId ?? `lt-${app}`, usageType },
      serialNumber: `TRIAL-${publicId.slice(3).toUpperCase()}`,
      expiresOn: new Date(Date.now() + TRIAL_DAYS * DAY).toISOString(),
      activated: true,
      trial: true,
      _agentId: null,
      _bundleId: null,
    };
    ctx.db.licences.push(licence);
    return { via: 'trial', licence };
  }
  if (item.licence !== undefined) {
    const id = isRecord(item.licence) ? item.licence.publicId : undefined;
    const licence = ctx.db.licences.find((l) => l.publicId === id && defaultScope(l, ctx));
    if (!licence) throw badRequest('Licence not found', 'licence.publicId');
    if (licence.type.usageType !== usageType) throw badRequest(`Licence is not for the ${app} app`, 'licence.publicId');
    if (licence._agentId !== null && licence._agentId !== agent.publicId)
      throw conflict('Licence is already in use on another agent', 'licence.publicId');
    if (isExpired(licence)) throw badRequest('Licence has expired', 'licence.publicId');
    licence.activated = true;
    return { via: 'licence', licence };
  }
  const coupon = couponOf(ctx, item.couponCode);
  if (coupon.usageType !== usageType) throw badRequest(`Coupon code is not for the ${app} app`, 'couponCode');
  const licence = licenceFromCoupon(ctx, coupon);
  ctx.db.licences.push(licence);
  return { via: 'couponCode', licence };
}

/** AgentApp{Alarming,Logging}ListActivate POST, one body or many (the platform's is a list), item by item; a failure names its `listIndex`. */
function activateApps(app: AgentAppKind) {
  return async (ctx: Ctx): Promise<Response> => {
    requirePermission(ctx, 'MANAGE_LICENCES');
    const items = await bodyItems(ctx);
    items.forEach((item, listIndex) =>
      atItem(listIndex, () => {
        const agent = companyAgent(ctx, item.publicId, 'publicId');
        if (ctx.db.agentApps.some((a) => a._agentId === agent.publicId && a.app === app))
          throw conflict(`The ${app} app is already active on this agent`);
        const { via, licence } = appLicence(ctx, agent, app, item);
        licence._agentId = agent.publicId;
        ctx.db.agentApps.push({
          publicId: nextId('aap'),
          _companyId: agent._companyId,
          _agentId: agent.publicId,
          app,
          via,
          _licenceId: licence.publicId,
        });
      }),
    );
    return envelope(app === 'alarming' ? 'AgentAppAlarmingListActivate' : 'AgentAppLoggingListActivate', null, {
      status: 201,
    });
  };
}

/** AgentApp{Alarming,Logging} DELETE: the app stops; its licence is free again, a trial licence ends (the trial stays spent). */
function deactivateApp(app: AgentAppKind) {
  return (ctx: Ctx): Response => {
    requirePermission(ctx, 'MANAGE_LICENCES');
    const agent = companyAgent(ctx, param(ctx, 'publicId'));
    const active = ctx.db.agentApps.find((a) => a._agentId === agent.publicId && a.app === app);
    if (!active) throw badRequest(`The ${app} app is not active on this agent`);
    const licence = ctx.db.licences.find((l) => l.publicId === active._licenceId);
    if (licence?.trial) ctx.db.licences = ctx.db.licences.filter((l) => l !== licence);
    else if (licence) licence._agentId = null;
    ctx.db.agentApps = ctx.db.agentApps.filter((a) => a !== active);
    return emptyAnswer(app === 'alarming' ? 'AgentAppAlarming' : 'AgentAppLogging');
  };
}

/** Per request: agent id → what is activated on it, so AgentList pays one pass over these tables, not one per agent. */
const activationsByAgent = perRequest(
  (ctx) => [
    ctx.db.agentApps,
    ctx.db.agentApps.length,
    ctx.db.agentLicenceBundles,
    ctx.db.agentLicenceBundles.length,
    ctx.db.licences,
    ctx.db.licences.length,
  ],
  (ctx) => {
    const licenceById = new Map(ctx.db.licences.map((l) => [l.publicId, l]));
    const byAgent = new Map<string, Row>();
    const entry = (agentId: string): Row => byAgent.get(agentId) ?? (byAgent.set(agentId, {}).get(agentId) as Row);
    const wireLicence = (id: string): Row | null => {
      const licence = licenceById.get(id);
      return licence ? licenceView(licence, ctx) : null;
    };
    // The activation licence is the agent's own: the platform answers it without `agent`.
    for (const bundle of ctx.db.agentLicenceBundles) {
      const { agent: _agent, ...activationLicence } = wireLicence(bundle._licenceId) ?? {};
      entry(bundle._agentId).activationLicence = activationLicence.publicId ? activationLicence : null;
    }
    for (const app of ctx.db.agentApps)
      entry(app._agentId)[app.app === 'alarming' ? 'alarmingApp' : 'loggingApp'] = {
        enabled: true,
        licence: wireLicence(app._licenceId),
      };
    return byAgent;
  },
);

/**
 * The Agent answer's `activationLicence`, `alarmingApp` and `loggingApp` (null when nothing is activated). The seed
 * has the logging app on for most devices without a licence of it (machine data, loggingSeeded), and the alarming
 * app on most of those (alarms, alarmingSeeded): `{enabled: true}`.
 */
export function agentLicenceFields(agentId: string, ctx: Ctx): Row {
  const found = activationsByAgent(ctx).get(agentId);
  const loggingApp = loggingSeeded(agentId) ? { enabled: true } : null;
  const alarmingApp = alarmingSeeded(agentId) ? { enabled: true } : null;
  return { activationLicence: null, alarmingApp, loggingApp, ...found };
}

export const licenceRoutes: Route[] = [
  ...crudRoutes(licenceTypes),
  ...crudRoutes(licences),
  ...routesFor('LicenceList', '/licences', { POST: redeemCoupons }),
  ...crudRoutes(bundles),
  ...routesFor('LicenceBundleExtend', '/licence-bundles/{publicId}/extend', { POST: extendBundle }),
  ...routesFor('AgentLicenceBundleActivate', '/agents/licence-bundles/activate', { POST: activateBundle }),
  ...routesFor('AgentLicenceBundles', '/agents/{agentId}/licence-bundles', { DELETE: deactivateBundles }),
  ...routesFor('AgentAppAlarmingListActivate', '/agents/app/alarming/activate', { POST: activateApps('alarming') }),
  ...routesFor('AgentAppLoggingListActivate', '/agents/app/logging/activate', { POST: activateApps('logging') }),
  ...routesFor('AgentAppAlarming', '/agents/{publicId}/app/alarming', { DELETE: deactivateApp('alarming') }),
  ...routesFor('AgentAppLogging', '/agents/{publicId}/app/logging', { DELETE: deactivateApp('logging') }),
];
