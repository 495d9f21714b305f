import { isResourceType, resourceTypeOf, type CustomProperty } from './schemas';
import {
  checkValue,
  customPatch,
  fieldsFor,
  inputOf,
  inputsOf,
  isEditable,
  readCustomValues,
  slugOfServerField,
  wireOf,
} from './values';

const field = (
  slug: string,
  validation: CustomProperty['validation'],
  over: Partial<CustomProperty> = {},
): CustomProperty => ({
  publicId: `cp-${slug}`,
  resourceType: 'Agent',
  slug,
  name: slug,
  description: null,
  required: false,
  scopeType: 'com',
  resourceVariant: null,
  validation,
  ...over,
});

describe('custom field values', () => {
  it('takes the fields of one kind of resource, and of an asset’s type', () => {
    const fields = [
      field('A', { type: 'bool' }),
      field('B', { type: 'bool' }, { resourceType: 'Asset' }),
      field('C', { type: 'bool' }, { resourceType: 'Asset', resourceVariant: 'at-1' }),
    ];
    expect(fieldsFor(fields, 'Agent').map((f) => f.slug)).toEqual(['A']);
    expect(fieldsFor(fields, 'Asset', 'at-1').map((f) => f.slug)).toEqual(['B', 'C']);
    expect(fieldsFor(fields, 'Asset', 'at-2').map((f) => f.slug)).toEqual(['B']);
  });

  it('takes a field whose resourceType the server spells in another case as that kind’s (a free string on the platform)', () => {
    const fields = [
      field('Lower', { type: 'bool' }, { resourceType: 'agent' }),
      field('Upper', { type: 'bool' }, { resourceType: 'AGENT' }),
      field('User', { type: 'bool' }, { resourceType: 'user' }),
    ];
    expect(fieldsFor(fields, 'Agent').map((f) => f.slug)).toEqual(['Lower', 'Upper']);
    expect(fieldsFor(fields, 'User').map((f) => f.slug)).toEqual(['User']);
    expect(fieldsFor(fields, 'Asset')).toEqual([]);
    expect(isResourceType('asset', 'Asset')).toBe(true);
    expect(isResourceType('Assets', 'Asset')).toBe(false);
    expect(isResourceType('', 'Agent')).toBe(false);
    // The name of the kind (the list's Applies to, the edit form's choice) is found the same way; an unknown kind is none.
    expect(resourceTypeOf(field('L', { type: 'bool' }, { resourceType: 'agent' }))).toBe('Agent');
    expect(resourceTypeOf(field('G', { type: 'bool' }, { resourceType: 'Group' }))).toBeUndefined();
  });

  it('edits only the company’s own fields of a known type', () => {
    expect(isEditable(field('A', { type: 'bool' }))).toBe(true);
    expect(isEditable(field('A', { type: 'bool' }, { scopeType: 'sct' }))).toBe(false);
    expect(isEditable(field('A', { type: 'other', name: 'geo' }))).toBe(false);
  });

  it('checks each value by its field’s own rule; nothing is fine unless required', () => {
    const str = field('S', { type: 'str', minLength: 4, maxLength: 8, regex: '^[A-Z]{2}[0-9]+$' });
    expect(checkValue(str, '')).toBeNull();
    expect(checkValue({ ...str, required: true }, '  ')).toEqual({ error: 'required' });
    expect(checkValue(str, 'NL1')).toEqual({ error: 'tooShort', limit: 4 });
    expect(checkValue(str, 'NL123456789')).toEqual({ error: 'tooLong', limit: 8 });
    expect(checkValue(str, 'nl4711')).toEqual({ error: 'pattern', limit: '^[A-Z]{2}[0-9]+$' });
    expect(checkValue(str, 'NL4711')).toBeNull();
    const int = field('I', { type: 'int', minValue: 0, maxValue: 120 });
    expect(checkValue(int, '1.5')).toEqual({ error: 'notWhole' });
    expect(checkValue(int, '-1')).toEqual({ error: 'below', limit: 0 });
    expect(checkValue(int, '121')).toEqual({ error: 'above', limit: 120 });
    expect(checkValue(int, '120')).toBeNull();
    expect(checkValue(field('E', { type: 'enum', options: ['DE', 'NL'] }), 'FR')).toEqual({ error: 'choice' });
    expect(checkValue(field('M', { type: 'emailaddress' }), 'someone@')).toEqual({ error: 'email' });
    expect(checkValue(field('U', { type: 'url' }), 'javascript:alert(1)')).toEqual({ error: 'url' });
    expect(checkValue(field('U', { type: 'url' }), 'https://example.com/manual')).toBeNull();
    expect(checkValue(field('L', { type: 'locale' }), 'en-GB')).toBeNull();
    expect(checkValue(field('L', { type: 'locale' }), 'english please')).toEqual({ error: 'locale' });
    expect(checkValue(field('T', { type: 'timezone' }), 'Europe/Atlantis')).toEqual({ error: 'timeZone' });
    expect(checkValue(field('D', { type: 'datetime' }), 'soon')).toEqual({ error: 'dateTime' });
  });

  it('holds values as text and sends them as the platform stores them', () => {
    expect(inputOf(field('B', { type: 'bool' }), false)).toBe('false');
    expect(wireOf(field('B', { type: 'bool' }), 'true')).toBe(true);
    expect(wireOf(field('I', { type: 'int', minValue: null, maxValue: null }), '42')).toBe(42);
    expect(wireOf(field('S', { type: 'str', minLength: null, maxLength: null, regex: null }), '')).toBeNull();
    const when = wireOf(
      field('D', { type: 'datetime' }),
      inputOf(field('D', { type: 'datetime' }), '2024-03-05T09:30:00.000Z'),
    );
    expect(when).toBe('2024-03-05T09:30:00.000Z');
  });

  it('patches only the values that changed, and never the platform’s', () => {
    const fields = [
      field('A', { type: 'int', minValue: null, maxValue: null }),
      field('B', { type: 'bool' }),
      field('P', { type: 'bool' }, { scopeType: 'sct' }),
    ];
    const stored = { A: 1, B: true, P: true };
    const inputs = inputsOf(fields, stored);
    expect(inputs).toEqual({ A: '1', B: 'true' });
    expect(customPatch(fields, stored, inputs)).toBeUndefined();
    expect(customPatch(fields, stored, { A: '', B: 'false' })).toEqual({ A: null, B: false });
  });

  it('places a server refusal on its field', () => {
    const fields = [field('CostCentre', { type: 'bool' })];
    expect(slugOfServerField(fields, 'custom.CostCentre')).toBe('CostCentre');
    expect(slugOfServerField(fields, 'custom[CostCentre]')).toBe('CostCentre');
    expect(slugOfServerField(fields, 'name')).toBeUndefined();
    expect(readCustomValues([1])).toBeNull();
    expect(readCustomValues({ A: 1 })).toEqual({ A: 1 });
  });
});
