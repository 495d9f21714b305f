import { nextId } from '../db/store';
import type { Licence, LicenceType } from '../db/types';
import { asString, crudRoutes, stripInternal, type Resource } from './crud';
import { ApiError, envelope, isRecord, requirePermission, routesFor, sessionOf, type Ctx, type Route } from './http';

/** Licence types, licences and coupons, bundles, and the apps and bundles activated on agents. */

const licenceTypes: Resource<LicenceType> = {
  listRel: 'LicenceTypeList', path: '/licence-types', idPrefix: 'lt', table: (db) => db.licenceTypes, listMethods: ['GET'], itemMethods: ['GET'],
  defaultOrder: 'usageType',
};

const COUPON = /^[A-Z]{3}-\d{3}-[A-Z]{3}-\d{3}$/;

/** LicenceList POST `[{couponCode}]` adds a licence per coupon (`BCD-123-FGH-456`); it answers the new licences. */
async function redeemCoupons(ctx: Ctx): Promise<Response> {
  requirePermission(ctx, 'MANAGE_LICENCES');
  const body = await ctx.body();
  const items = Array.isArray(body) ? (body as unknown[]) : [];
  if (items.length === 0) throw new ApiError(400, [{ message: 'Invalid body' }]);
  const type = ctx.db.licenceTypes[0];
  const added = items.map((item, listIndex): Licence => {
    const code = isRecord(item) ? asString(item.couponCode).trim().toUpperCase() : '';
    if (!COUPON.test(code)) throw new ApiError(400, [{ message: 'Invalid coupon code', propertyName: 'couponCode', listIndex }]);
    return {
      publicId: nextId('li'), _companyId: sessionOf(ctx).companyId, type: { publicId: type?.publicId ?? 'lt-vpn', usageType: type?.usageType ?? 'remote-access' },
      serialNumber: code, expiresOn: new Date(Date.now() + 365 * 86_400_000).toISOString(), activated: false, trial: false, agent: null, bundle: null,
    };
  });
  ctx.db.licences.push(...added);
  return envelope('LicenceList', added.map(stripInternal), { status: 201 });
}

const licences: Resource<Licence> = {
  listRel: 'LicenceList', itemRel: 'Licence', path: '/licences', idPrefix: 'li', table: (db) => db.licences, listMethods: ['GET'],
  itemMethods: ['GET'], defaultOrder: 'expiresOn',
};

export const licenceRoutes: Route[] = [
  ...crudRoutes(licenceTypes),
  ...crudRoutes(licences),
  ...routesFor('LicenceList', '/licences', { POST: redeemCoupons }),
];
