import {
  createBody,
  customFieldFormSchema,
  formValuesOf,
  optionsOf,
  suggestSlug,
  updateBody,
  type CustomFieldFormValues,
} from './form';
import type { CustomProperty } from './schemas';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}:${issue.message.replace('customFields.validation.', '')}`,
  );

const BLANK: CustomFieldFormValues = {
  resourceType: 'Asset',
  slug: 'FloorSpace',
  name: 'Floor space',
  description: '',
  required: false,
  validationType: 'bool',
  options: '',
  minValue: '',
  maxValue: '',
  minLength: '',
  maxLength: '',
  regex: '',
};
const adding = customFieldFormSchema({
  editing: false,
  takenSlugs: (type) => (type === 'Asset' ? ['CriticalAsset'] : ['CostCentre']),
});
const check = (values: Partial<CustomFieldFormValues>, schema = adding) =>
  messages(schema.safeParse({ ...BLANK, ...values }));

describe('the slug', () => {
  it('is required, at most 29 characters, in PascalCase', () => {
    expect(check({})).toEqual([]);
    expect(check({ slug: '' })).toEqual(['slug:REQUIRED']);
    expect(check({ slug: 'A'.repeat(29) })).toEqual([]);
    expect(check({ slug: 'A'.repeat(30) })).toEqual(['slug:SLUG_TOO_LONG']);
    for (const slug of ['floorSpace', 'Floor_space', 'Floor space', '9Lives', 'Größe', 'Floor-Space'])
      expect(check({ slug })).toEqual(['slug:SLUG_PATTERN']);
    for (const slug of ['F', 'FloorSpace2', 'MQTTTopic']) expect(check({ slug })).toEqual([]);
  });

  it('is not another field’s slug for the same resource type; another type may have it', () => {
    expect(check({ slug: 'CriticalAsset' })).toEqual(['slug:SLUG_TAKEN']);
    expect(check({ slug: 'CriticalAsset', resourceType: 'Agent' })).toEqual([]);
    expect(check({ slug: 'CostCentre', resourceType: 'Agent' })).toEqual(['slug:SLUG_TAKEN']);
  });

  it('is suggested from the name: words with capitals, diacritics dropped, no leading digits, at most 29 characters', () => {
    expect(suggestSlug('Cost centre')).toBe('CostCentre');
    expect(suggestSlug('  ländercode (ISO) ')).toBe('LandercodeISO');
    expect(suggestSlug('3D model-file')).toBe('DModelFile');
    expect(suggestSlug('Maximum allowed operating temperature in Celsius')).toBe('MaximumAllowedOperatingTemper');
    expect(suggestSlug('日本')).toBe('');
  });

  it('is not checked when editing: it is fixed', () => {
    const editing = customFieldFormSchema({ editing: true, takenSlugs: () => ['CriticalAsset'] });
    expect(check({ slug: 'CriticalAsset', resourceType: '' }, editing)).toEqual([]);
  });
});

describe('the other fields', () => {
  it('name is required and at most 255 characters; the resource type must be chosen', () => {
    expect(check({ name: '  ' })).toEqual(['name:REQUIRED']);
    expect(check({ name: 'x'.repeat(256) })).toEqual(['name:NAME_TOO_LONG']);
    expect(check({ resourceType: '' })).toEqual(['resourceType:RESOURCE_TYPE_REQUIRED']);
  });
});

describe('the validation options, per type', () => {
  it('enum: at least one option, none twice; blank lines do not count', () => {
    expect(check({ validationType: 'enum', options: '' })).toEqual(['options:OPTIONS_REQUIRED']);
    expect(check({ validationType: 'enum', options: ' \n\n ' })).toEqual(['options:OPTIONS_REQUIRED']);
    expect(check({ validationType: 'enum', options: 'DE\nFR\n DE ' })).toEqual(['options:OPTIONS_DUPLICATE']);
    expect(check({ validationType: 'enum', options: 'DE\n\nFR\n' })).toEqual([]);
    expect(optionsOf(' DE \r\n\nFR')).toEqual(['DE', 'FR']);
  });

  it('int: whole numbers or empty, the highest not below the lowest', () => {
    expect(check({ validationType: 'int', minValue: '-5', maxValue: '120' })).toEqual([]);
    expect(check({ validationType: 'int', minValue: '7', maxValue: '7' })).toEqual([]);
    expect(check({ validationType: 'int', minValue: '10', maxValue: '9' })).toEqual(['maxValue:MAX_BELOW_MIN']);
    expect(check({ validationType: 'int', minValue: '1.5', maxValue: 'ten' })).toEqual([
      'minValue:WHOLE_NUMBER',
      'maxValue:WHOLE_NUMBER',
    ]);
    expect(check({ validationType: 'int', minValue: '', maxValue: '3' })).toEqual([]);
  });

  it('str: lengths of 0 or more, the longest not below the shortest, a regular expression that compiles', () => {
    expect(check({ validationType: 'str', minLength: '0', maxLength: '8', regex: '^[A-Z]{2}[0-9]+$' })).toEqual([]);
    expect(check({ validationType: 'str', minLength: '-1' })).toEqual(['minLength:COUNT']);
    expect(check({ validationType: 'str', minLength: '4', maxLength: '3' })).toEqual(['maxLength:MAX_BELOW_MIN']);
    expect(check({ validationType: 'str', regex: '([A-Z' })).toEqual(['regex:REGEX_INVALID']);
  });

  it.each([
    ['(a+)+$', 'regex:REGEX_NESTED'],
    ['^(a|ab)*$', 'regex:REGEX_NESTED'],
    ['^(a+)\\1$', 'regex:REGEX_BACKREFERENCE'],
    ['a*a*a*a*a*a*a*b', 'regex:REGEX_TOO_COMPLEX'],
  ])('str: a regular expression that could freeze the page of whoever types a value is refused: %s', (regex, issue) => {
    expect(check({ validationType: 'str', regex })).toEqual([issue]);
  });

  it('a type’s options are not checked under another type', () => {
    expect(check({ validationType: 'url', options: 'A\nA', minValue: 'x', regex: '(' })).toEqual([]);
  });
});

describe('request bodies', () => {
  it('create sends what the platform takes, the options of the chosen type only, unset ones as null', () => {
    expect(
      createBody({
        ...BLANK,
        name: ' Floor space ',
        description: ' m² ',
        required: true,
        validationType: 'int',
        minValue: '0',
        maxValue: '',
        options: 'ignored',
      }),
    ).toEqual({
      resourceType: 'Asset',
      slug: 'FloorSpace',
      name: 'Floor space',
      description: 'm²',
      required: true,
      validation: { type: 'int', minValue: 0, maxValue: null },
    });
    expect(createBody({ ...BLANK, validationType: 'str', maxLength: '8', regex: '^x' }).validation).toEqual({
      type: 'str',
      minLength: null,
      maxLength: 8,
      regex: '^x',
    });
    expect(createBody({ ...BLANK, validationType: 'enum', options: 'DE\n FR ' }).validation).toEqual({
      type: 'enum',
      options: ['DE', 'FR'],
    });
    expect(createBody({ ...BLANK, validationType: 'timezone' }).validation).toEqual({ type: 'timezone' });
    expect(createBody(BLANK).description).toBeNull();
  });

  it('update never sends the slug or the resource type, and leaves a type this portal does not know alone', () => {
    expect(updateBody({ ...BLANK, validationType: 'bool' })).toEqual({
      name: 'Floor space',
      description: null,
      required: false,
      validation: { type: 'bool' },
    });
    expect(updateBody({ ...BLANK, validationType: 'other' })).toEqual({
      name: 'Floor space',
      description: null,
      required: false,
    });
  });

  it('the form starts from the field, or empty as text', () => {
    const property: CustomProperty = {
      publicId: 'cp-1',
      resourceType: 'Agent',
      slug: 'CostCentre',
      name: 'Cost centre',
      description: null,
      required: true,
      scopeType: 'com',
      validation: { type: 'str', minLength: 4, maxLength: null, regex: '^x' },
    };
    expect(formValuesOf(property)).toEqual({
      ...BLANK,
      resourceType: 'Agent',
      slug: 'CostCentre',
      name: 'Cost centre',
      required: true,
      validationType: 'str',
      minLength: '4',
      regex: '^x',
    });
    expect(formValuesOf(undefined)).toEqual({ ...BLANK, resourceType: '', slug: '', name: '', validationType: 'str' });
  });
});
