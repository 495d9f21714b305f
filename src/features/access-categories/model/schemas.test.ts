import { audienceFormSchema, audienceSchema, createBody, formValuesOf, typeLabel, updateBody } from './schemas';
import { NAME_MAX_LENGTH } from '@/lib/names';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('typeLabel', () => {
  it('names each platform type in plain words, and null as general', () => {
    expect(typeLabel(null)).toEqual({ key: 'accessCategories.types.general' });
    expect(typeLabel('alarm')).toEqual({ key: 'accessCategories.types.alarm' });
    expect(typeLabel('page')).toEqual({ key: 'accessCategories.types.page' });
    expect(typeLabel('service')).toEqual({ key: 'accessCategories.types.service' });
  });

  it('shows a type it does not know in words, never as general', () => {
    expect(typeLabel('report')).toEqual({ text: 'Report' });
    expect(typeLabel('field_service')).toEqual({ text: 'Field service' });
  });
});

describe('audienceFormSchema', () => {
  const schema = audienceFormSchema({ otherNames: ['Operators'] });
  const values = { name: 'Visitors', description: '', type: '' as const };

  it('accepts a name, trims name and description', () => {
    expect(schema.parse({ ...values, name: '  Visitors ', description: ' Guests ' })).toEqual({
      name: 'Visitors',
      description: 'Guests',
      type: '',
    });
  });

  it('requires a name; blanks do not count', () => {
    expect(messages(schema.safeParse({ ...values, name: '' }))).toEqual(['name:accessCategories.validation.REQUIRED']);
    expect(messages(schema.safeParse({ ...values, name: ' \t ' }))).toEqual([
      'name:accessCategories.validation.REQUIRED',
    ]);
  });

  it('allows 255 characters and refuses 256', () => {
    expect(schema.safeParse({ ...values, name: 'é'.repeat(NAME_MAX_LENGTH) }).success).toBe(true);
    expect(messages(schema.safeParse({ ...values, name: 'é'.repeat(NAME_MAX_LENGTH + 1) }))).toEqual([
      'name:accessCategories.validation.MAX_LENGTH',
    ]);
  });

  it('refuses another access category’s name, whatever its case and spaces', () => {
    expect(messages(schema.safeParse({ ...values, name: ' operators ' }))).toEqual([
      'name:accessCategories.validation.NAME_ALREADY_IN_USE',
    ]);
  });

  it('takes only the platform’s types', () => {
    expect(schema.safeParse({ ...values, type: 'alarm' }).success).toBe(true);
    expect(schema.safeParse({ ...values, type: 'report' }).success).toBe(false);
  });
});

describe('request bodies', () => {
  it('create sends the type (general is null) and an empty description as null', () => {
    expect(createBody({ name: ' Visitors ', description: '  ', type: '' })).toEqual({
      name: 'Visitors',
      description: null,
      type: null,
    });
    expect(createBody({ name: 'Alarms', description: 'Night shift', type: 'alarm' })).toEqual({
      name: 'Alarms',
      description: 'Night shift',
      type: 'alarm',
    });
  });

  it('update sends name and description only: the type is fixed at creation', () => {
    expect(updateBody({ name: 'Alarms', description: '', type: 'alarm' })).toEqual({
      name: 'Alarms',
      description: null,
    });
  });

  it('the form starts from the access category, or empty and general', () => {
    expect(formValuesOf(undefined)).toEqual({ name: '', description: '', type: '' });
    expect(
      formValuesOf({ publicId: 'au-1', name: 'Alarms', description: null, default: false, type: 'alarm' }),
    ).toEqual({ name: 'Alarms', description: '', type: 'alarm' });
    expect(formValuesOf({ publicId: 'au-1', name: 'Odd', description: 'x', default: false, type: 'report' })).toEqual({
      name: 'Odd',
      description: 'x',
      type: '',
    });
  });
});

describe('audienceSchema', () => {
  it('reads the platform’s Audience', () => {
    expect(
      audienceSchema.parse({ publicId: 'au-1', name: 'Everyone', description: null, default: true, type: null }),
    ).toEqual({
      publicId: 'au-1',
      name: 'Everyone',
      description: null,
      default: true,
      type: null,
    });
  });

  it('refuses a malformed one', () => {
    expect(audienceSchema.safeParse({ publicId: 'au-1', name: 3 }).success).toBe(false);
    expect(audienceSchema.safeParse({ publicId: 'au-1', name: 'x', default: 'yes' }).success).toBe(false);
  });
});
