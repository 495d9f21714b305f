import {
  configSave,
  EMPTY_CONFIG,
  firstConfig,
  isJsonOrBlank,
  isOwnTemplate,
  linkBody,
  templateBody,
  templateFormSchema,
  valuesOf,
  type Template,
} from './schemas';

const config = (publicId: string, values: string | null, enabled = true) => ({
  publicId,
  template: { publicId: 'bct-1' },
  values,
  enabled,
});

describe('a template’s configuration', () => {
  it('is the first config the list answers, else an empty one', () => {
    expect(firstConfig([config('c-2', '{"a":1}', false), config('c-1', '{"b":2}')])).toEqual({
      publicId: 'c-2',
      values: '{"a":1}',
      enabled: false,
    });
    expect(firstConfig([])).toEqual(EMPTY_CONFIG);
    expect(EMPTY_CONFIG.publicId).toBeNull();
  });

  it('is saved with POST {template, values} when none exists, else PATCH {values} on the config', () => {
    expect(configSave('bct-1', EMPTY_CONFIG, ' {"a": 1} ')).toEqual({
      kind: 'create',
      body: { template: { publicId: 'bct-1' }, values: '{"a": 1}' },
    });
    expect(configSave('bct-1', { publicId: 'c-2', values: 'x', enabled: true }, '')).toEqual({
      kind: 'update',
      publicId: 'c-2',
      body: { values: null },
    });
  });

  it('takes blank text as no values (null) and otherwise JSON only', () => {
    expect(valuesOf('   ')).toBeNull();
    expect(valuesOf('[1]')).toBe('[1]');
    expect(isJsonOrBlank('')).toBe(true);
    expect(isJsonOrBlank('{"interval": 15}')).toBe(true);
    expect(isJsonOrBlank('{interval: 15}')).toBe(false);
    expect(isJsonOrBlank('"text"')).toBe(true);
  });
});

describe('the bodies the platform takes', () => {
  it('a template is created and renamed by its trimmed name alone', () => {
    expect(templateBody('  Meter reader ')).toEqual({ name: 'Meter reader' });
  });

  it('a share or subscription names the template and the company', () => {
    expect(linkBody('bct-1', ' c-north ')).toEqual({
      template: { publicId: 'bct-1' },
      company: { publicId: 'c-north' },
    });
  });

  it('the name is required and at most 255 characters', () => {
    expect(templateFormSchema.safeParse({ name: '  ', color: '' }).success).toBe(false);
    expect(templateFormSchema.safeParse({ name: 'x'.repeat(256), color: '' }).success).toBe(false);
    expect(templateFormSchema.safeParse({ name: 'x'.repeat(255), color: '' }).success).toBe(true);
  });
});

test('a template is the company’s own when the company owns it', () => {
  const template: Template = {
    publicId: 't',
    name: 'T',
    description: null,
    company: { publicId: 'c-acme', name: 'Acme' },
    private: true,
    configuredVersion: null,
  };
  expect(isOwnTemplate(template, 'c-acme')).toBe(true);
  expect(isOwnTemplate(template, 'c-north')).toBe(false);
  expect(isOwnTemplate({ ...template, company: null }, 'c-north')).toBe(true);
});
