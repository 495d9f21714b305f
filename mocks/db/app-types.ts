import type { CompanyScoped, Entity } from './base-types';

export interface App extends Entity {
  name: string;
  description: string | null;
  installed: boolean;
  enabled: boolean;
  _installedIn: string[];
}

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

/** The app and cloud function tables of the mock database (seed-apps.ts). */
export interface AppTables {
  apps: App[];
  backendComponentTemplates: BackendComponentTemplate[];
  backendComponentTemplateConfigs: BackendComponentTemplateConfig[];
  backendComponentTemplateShares: BackendComponentTemplateShare[];
  backendComponentMessageSubscriptions: BackendComponentMessageSubscription[];
}
