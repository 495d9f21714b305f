import { assetSchema, assetTypeFormSchema, assetTypeSchema } from './schemas';
import { NAME_MAX_LENGTH } from '@/lib/names';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('assetTypeFormSchema', () => {
  const schema = assetTypeFormSchema();

  it('accepts a name and trims it', () => {
    expect(schema.parse({ name: '  Valve ', color: '' })).toEqual({ name: 'Valve', color: '' });
  });

  it('requires a name; blanks do not count', () => {
    expect(messages(schema.safeParse({ name: '', color: '' }))).toEqual(['name:assetTypes.validation.REQUIRED']);
    expect(messages(schema.safeParse({ name: ' \t ', color: '' }))).toEqual(['name:assetTypes.validation.REQUIRED']);
  });

  it('allows 255 characters and refuses 256', () => {
    expect(schema.safeParse({ name: 'é'.repeat(NAME_MAX_LENGTH), color: '' }).success).toBe(true);
    expect(messages(schema.safeParse({ name: 'é'.repeat(NAME_MAX_LENGTH + 1), color: '' }))).toEqual([
      'name:assetTypes.validation.MAX_LENGTH',
    ]);
  });
});

describe('response schemas', () => {
  it('read asset types and assets, with or without a device', () => {
    expect(assetTypeSchema.parse({ publicId: 'at-1', name: 'Pump', order: 1000 }).order).toBe(1000);
    expect(assetSchema.parse({ publicId: 'as-1', name: 'Spare pump', agent: null }).agent).toBeNull();
    // The platform's asset names its agent by id only; a name it might add is not read.
    expect(
      assetSchema.parse({ publicId: 'as-1', name: 'Pump', agent: { publicId: 'ag-1', name: 'PLC' } }).agent,
    ).toEqual({ publicId: 'ag-1' });
  });

  it('refuse malformed answers', () => {
    expect(assetTypeSchema.safeParse({ publicId: 'at-1', name: 'Pump', order: '1000' }).success).toBe(false);
    expect(assetSchema.safeParse({ publicId: 'as-1' }).success).toBe(false);
  });
});
