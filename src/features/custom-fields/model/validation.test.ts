import { customPropertySchema } from './schemas';
import { readValidation, summarise } from './validation';

describe('readValidation', () => {
  it('reads each type with its options; missing options are null or empty', () => {
    expect(readValidation({ type: 'enum', options: ['DE', 3, 'FR'] })).toEqual({ type: 'enum', options: ['DE', 'FR'] });
    expect(readValidation({ type: 'int', minValue: 0 })).toEqual({ type: 'int', minValue: 0, maxValue: null });
    expect(readValidation({ type: 'str', maxLength: 8, regex: '' })).toEqual({
      type: 'str',
      minLength: null,
      maxLength: 8,
      regex: null,
    });
    expect(readValidation({ type: 'url', extra: true })).toEqual({ type: 'url' });
  });

  it('keeps a type it does not know, and survives no validation at all', () => {
    expect(readValidation({ type: 'ipaddress' })).toEqual({ type: 'other', name: 'ipaddress' });
    expect(readValidation(null)).toEqual({ type: 'other', name: '' });
  });
});

describe('summarise', () => {
  it('names the type in words and lists the options that are set', () => {
    expect(summarise({ type: 'int', minValue: 0, maxValue: 120 })).toEqual({
      key: 'customFields.validationTypes.int',
      details: [{ key: 'customFields.details.between', values: { min: 0, max: 120 } }],
    });
    expect(summarise({ type: 'int', minValue: null, maxValue: 5 })).toMatchObject({
      details: [{ key: 'customFields.details.atMost', values: { value: 5 } }],
    });
    expect(summarise({ type: 'str', minLength: 4, maxLength: null, regex: '^x' })).toEqual({
      key: 'customFields.validationTypes.str',
      details: [
        { key: 'customFields.details.lengthAtLeast', values: { value: 4 } },
        { key: 'customFields.details.pattern', values: { regex: '^x' } },
      ],
    });
    expect(summarise({ type: 'enum', options: ['DE', 'FR'] })).toMatchObject({
      details: [{ key: 'customFields.details.options', values: { options: 'DE, FR' } }],
    });
    expect(summarise({ type: 'bool' })).toEqual({ key: 'customFields.validationTypes.bool', details: [] });
    expect(summarise({ type: 'other', name: 'ipaddress' })).toEqual({
      key: 'customFields.validationTypes.other',
      values: { name: 'ipaddress' },
    });
  });
});

describe('customPropertySchema', () => {
  it('reads a CustomPropertyList item with its scope', () => {
    expect(
      customPropertySchema.parse({
        publicId: 'cp-1',
        resourceType: 'Agent',
        resourceVariant: null,
        slug: 'S',
        name: 'N',
        description: null,
        required: false,
        validation: { type: 'bool' },
        flags: [],
        scopeType: 'sct',
      }),
    ).toEqual({
      publicId: 'cp-1',
      resourceType: 'Agent',
      slug: 'S',
      name: 'N',
      description: null,
      required: false,
      validation: { type: 'bool' },
      scopeType: 'sct',
      resourceVariant: null,
    });
  });

  it('refuses a malformed one', () => {
    expect(
      customPropertySchema.safeParse({ publicId: 'cp-1', resourceType: 'Agent', slug: 3, name: 'N' }).success,
    ).toBe(false);
  });
});
