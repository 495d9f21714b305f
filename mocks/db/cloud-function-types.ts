import type { CompanyScoped } from './base-types';

/** A cloud function template (BackendComponentTemplateList). */
export interface BackendComponentTemplate extends CompanyScoped {
  name: string;
  description: string | null;
  company: { publicId: string; name: string } | null;
  private: boolean;
  configuredVersion: { publicId: string; number: string } | null;
}

export interface BackendComponentTemplateConfig extends CompanyScoped {
  template: { publicId: string };
  values: string | null;
  enabled: boolean;
}

export interface BackendComponentTemplateShare extends CompanyScoped {
  company: { publicId: string; name: string };
  template: { publicId: string };
}

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
}
