import type { CompanyScoped } from './base-types';

/** A cloud function template (BackendComponentTemplateList); `_companyId` is the owner company. */
export interface BackendComponentTemplate extends CompanyScoped {
  name: string;
  description: string | null;
  company: { publicId: string; name: string } | null;
  private: boolean;
  configuredVersion: { publicId: string; number: string } | null;
  /** The text BackendComponentTemplateDownloadLogs answers. */
  _logs: string;
}

/** A company's configuration of a template; `_companyId` is the configuring company. */
export interface BackendComponentTemplateConfig extends CompanyScoped {
  template: { publicId: string };
  values: string | null;
  enabled: boolean;
}

/** A template shared by its owner (`_companyId`) with another company. */
export interface BackendComponentTemplateShare extends CompanyScoped {
  company: { publicId: string; name: string };
  template: { publicId: string };
}

/** A company subscribed to a template's messages; `_companyId` is the company that made it. */
export interface BackendComponentMessageSubscription extends CompanyScoped {
  createdOn: string;
  template: { publicId: string };
  company: { publicId: string };
}

/** The cloud function tables of the mock database (seed-cloud-functions.ts). */
export interface CloudFunctionTables {
  backendComponentTemplates: BackendComponentTemplate[];
  backendComponentTemplateConfigs: BackendComponentTemplateConfig[];
  backendComponentTemplateShares: BackendComponentTemplateShare[];
  backendComponentMessageSubscriptions: BackendComponentMessageSubscription[];
  /** Companies that are not fully provisioned: adding a template there answers 400 (scenario `unprovisioned-company`). */
  unprovisionedCompanyIds: string[];
}
