import type { CloudFunctionTables } from './types';

/** Cloud function templates with their configs, shares and message subscriptions. */
export function seedCloudFunctions(): CloudFunctionTables {
  return { backendComponentTemplates: [], backendComponentTemplateConfigs: [], backendComponentTemplateShares: [], backendComponentMessageSubscriptions: [] };
}
