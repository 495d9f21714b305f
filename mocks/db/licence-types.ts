import type { CompanyScoped, Entity } from './base-types';

/** No name on the platform: a licence type is labelled by its usage type. */
export interface LicenceType extends Entity {
  usageType: string;
  companyLimit: number | null;
  scope: 'agent' | 'company';
}

/**
 * A licence of a company. The device and the bundle are kept by id and named when answered, so a renamed device
 * shows its new name. `trial` licences are made by a trial activation of an agent app.
 */
export interface Licence extends CompanyScoped {
  type: { publicId: string; usageType: string };
  serialNumber: string;
  expiresOn: string | null;
  activated: boolean;
  trial: boolean;
  _agentId: string | null;
  _bundleId: string | null;
}

export interface LicenceBundle extends CompanyScoped {
  name: string;
}

/** A licence bundle activated on an agent (AgentLicenceBundleActivate): the bundle's licence that activates it. */
export interface AgentLicenceBundle extends CompanyScoped {
  _agentId: string;
  _bundleId: string;
  _licenceId: string;
}

export type AgentAppKind = 'alarming' | 'logging';

/** The alarming or logging app activated on an agent, with the licence it runs on (a trial makes a trial licence). */
export interface AgentApp extends CompanyScoped {
  _agentId: string;
  app: AgentAppKind;
  via: 'trial' | 'licence' | 'couponCode';
  _licenceId: string;
}

/** A coupon code of the platform: it gives one licence of a usage type, once (`_usedOn` set when redeemed). */
export interface Coupon {
  code: string;
  usageType: string;
  _usedOn: string | null;
}

/** The licence tables of the mock database (seed-licences.ts). */
export interface LicenceTables {
  licenceTypes: LicenceType[];
  licences: Licence[];
  licenceBundles: LicenceBundle[];
  agentLicenceBundles: AgentLicenceBundle[];
  agentApps: AgentApp[];
  coupons: Coupon[];
  /** `agentId:app` pairs whose one trial is spent (kept after the app is deactivated). */
  appTrials: string[];
}
