import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@/lib/names';
import * as v from '@/lib/validate';

/** BackendComponentTemplateList / BackendComponentTemplate (docs/API.md). */
export const templateSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  description: v.withDefault(v.nullable(v.string()), null),
  company: v.withDefault(v.nullable(v.object({ publicId: v.string(), name: v.string() })), null),
  private: v.withDefault(v.boolean(), false),
  configuredVersion: v.withDefault(v.nullable(v.object({ publicId: v.string(), number: v.string() })), null),
});
export type Template = v.Infer<typeof templateSchema>;
export const TEMPLATE_FIELDS = ['publicId', 'name', 'description', 'company', 'private', 'configuredVersion'];

/** BackendComponentTemplateConfigList: a company's configuration of one template. */
export const configSchema = v.object({
  publicId: v.string(),
  template: v.object({ publicId: v.string() }),
  values: v.withDefault(v.nullable(v.string()), null),
  enabled: v.withDefault(v.boolean(), false),
});
export type TemplateConfig = v.Infer<typeof configSchema>;
export const CONFIG_FIELDS = ['publicId', 'template', 'values', 'enabled'];

/** BackendComponentTemplateShareList: the template shared with another company. */
export const shareSchema = v.object({
  publicId: v.string(),
  company: v.object({ publicId: v.string(), name: v.withDefault(v.string(), '') }),
  template: v.object({ publicId: v.string() }),
});
export type TemplateShare = v.Infer<typeof shareSchema>;
export const SHARE_FIELDS = ['publicId', 'company', 'template'];

/** BackendComponentMessageSubscriptionList: a company that gets the template's messages (the company has no name here). */
export const subscriptionSchema = v.object({
  publicId: v.string(),
  company: v.object({ publicId: v.string() }),
  template: v.object({ publicId: v.string() }),
});
export type MessageSubscription = v.Infer<typeof subscriptionSchema>;
/** docs/RULES.md#apps: the subscriptions are read with these fields. */
export const SUBSCRIPTION_FIELDS = ['publicId', 'company', 'template'];

/** The template's configuration as edited: the saved one, or an empty one not saved yet (publicId null). */
export interface ConfigDraft {
  publicId: string | null;
  values: string | null;
  enabled: boolean;
}

export const EMPTY_CONFIG: ConfigDraft = { publicId: null, values: null, enabled: false };

/** docs/RULES.md#apps: a template's configuration is the first config the filtered list answers, else an empty one. */
export function firstConfig(configs: readonly TemplateConfig[]): ConfigDraft {
  const [first] = configs;
  return first ? { publicId: first.publicId, values: first.values, enabled: first.enabled } : EMPTY_CONFIG;
}

/** The calls that save a configuration: POST a new one for the template when none exists, else PATCH its values. */
export type ConfigSave =
  | { kind: 'create'; body: { template: { publicId: string }; values: string | null } }
  | { kind: 'update'; publicId: string; body: { values: string | null } };

/** Empty (or blank) text is no values at all: null. */
export const valuesOf = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export function configSave(templateId: string, config: ConfigDraft, text: string): ConfigSave {
  const values = valuesOf(text);
  return config.publicId === null
    ? { kind: 'create', body: { template: { publicId: templateId }, values } }
    : { kind: 'update', publicId: config.publicId, body: { values } };
}

/** The values are JSON: blank, or text that parses as JSON. */
export const isJsonOrBlank = (text: string): boolean => {
  if (text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

export const configFormSchema = z.object({
  values: z.string().refine(isJsonOrBlank, 'cloudFunctions.config.invalidJson'),
});
export type ConfigFormValues = z.infer<typeof configFormSchema>;

/** The platform takes a name only on create and on rename (its body has no description or private flag). */
export const templateBody = (name: string) => ({ name: name.trim() });

export const linkBody = (templateId: string, companyId: string) => ({
  template: { publicId: templateId },
  company: { publicId: companyId.trim() },
});

/** A template belongs to the company when its owner is the company (or is not named, as for a company's own new ones). */
export const isOwnTemplate = (template: Template, companyId: string | null | undefined): boolean =>
  template.company === null || template.company.publicId === companyId;

export const NOT_PROVISIONED = 'Your company is not fully provisioned';

/** The name form (NameFormDialog's values; a template has no colour). */
export const templateFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'cloudFunctions.validation.REQUIRED')
    .max(NAME_MAX_LENGTH, 'cloudFunctions.validation.MAX_LENGTH'),
  color: z.string(),
});
