import type { CompanyScoped, Entity, Ref } from './base-types';

/** No name on the platform: a licence type is labelled by its usage type. */
export interface LicenceType extends Entity {
  usageType: string;
  companyLimit: number | null;
  scope: 'agent' | 'company';
}

export interface Licence extends CompanyScoped {
  type: { publicId: string; usageType: string };
  serialNumber: string;
  expiresOn: string | null;
  activated: boolean;
  trial: boolean;
  agent: Ref | null;
  bundle: Ref | null;
}

export interface LicenceBundle extends CompanyScoped {
  name: string;
}

/** A licence bundle activated on an agent (AgentLicenceBundleActivate). */
export interface AgentLicenceBundle extends CompanyScoped {
  _agentId: string;
  bundle: Ref;
}

/** The alarming or logging app activated on an agent, and with what (AgentAppAlarmingListActivate / AgentAppLoggingListActivate). */
export interface AgentApp extends CompanyScoped {
  _agentId: string;
  app: 'alarming' | 'logging';
  via: 'trial' | 'licence' | 'couponCode';
  licence: { publicId: string } | null;
}

/** The licence tables of the mock database (seed-licences.ts). */
export interface LicenceTables {
  licenceTypes: LicenceType[];
  licences: Licence[];
  licenceBundles: LicenceBundle[];
  agentLicenceBundles: AgentLicenceBundle[];
  agentApps: AgentApp[];
}
