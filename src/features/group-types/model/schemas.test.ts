import { groupFormSchema, groupSchema, groupTypeFormSchema, groupTypeSchema } from './schemas';
import { NAME_MAX_LENGTH } from '@/lib/names';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('groupTypeFormSchema', () => {
  const withColor = groupTypeFormSchema({ otherNames: ['Site', 'Région'], withColor: true });
  const withoutColor = groupTypeFormSchema({ otherNames: ['Site'], withColor: false });

  it('accepts a new name with a colour, trimmed', () => {
    expect(withColor.parse({ name: '  Zone  ', color: '#1E88E5' })).toEqual({ name: 'Zone', color: '#1E88E5' });
  });

  it('requires a name; blanks do not count', () => {
    expect(messages(withColor.safeParse({ name: '   ', color: '#1e88e5' }))).toEqual([
      'name:groupTypes.validation.REQUIRED',
    ]);
  });

  it('allows 255 characters and refuses 256', () => {
    expect(withColor.safeParse({ name: 'x'.repeat(NAME_MAX_LENGTH), color: '#1e88e5' }).success).toBe(true);
    expect(messages(withColor.safeParse({ name: 'x'.repeat(NAME_MAX_LENGTH + 1), color: '#1e88e5' }))).toEqual([
      'name:groupTypes.validation.MAX_LENGTH',
    ]);
  });

  it('refuses the name of another group type, ignoring case and spaces (NAME_ALREADY_IN_USE)', () => {
    for (const name of ['Site', ' site ', 'SITE', 'région']) {
      expect(messages(withColor.safeParse({ name, color: '#1e88e5' }))).toEqual([
        'name:groupTypes.validation.NAME_ALREADY_IN_USE',
      ]);
    }
  });

  it('requires a colour when the colour input shows, and not otherwise', () => {
    expect(messages(withColor.safeParse({ name: 'Zone', color: '' }))).toEqual([
      'color:groupTypes.validation.COLOR_REQUIRED',
    ]);
    expect(messages(withColor.safeParse({ name: 'Zone', color: 'blue' }))).toEqual([
      'color:groupTypes.validation.COLOR_REQUIRED',
    ]);
    expect(withoutColor.safeParse({ name: 'Zone', color: '' }).success).toBe(true);
  });

  it('keeps hostile text as text', () => {
    for (const name of ['<script>alert(1)</script>', 'שלום', 'Größe 🚀', 'Ünïcödé']) {
      expect(withColor.parse({ name, color: '#000000' }).name).toBe(name);
    }
  });
});

describe('groupFormSchema', () => {
  it('requires a name of at most 255 characters', () => {
    expect(groupFormSchema().safeParse({ name: 'Rotterdam', color: '' }).success).toBe(true);
    expect(messages(groupFormSchema().safeParse({ name: '', color: '' }))).toEqual([
      'name:groupTypes.validation.REQUIRED',
    ]);
    expect(messages(groupFormSchema().safeParse({ name: 'x'.repeat(256), color: '' }))).toEqual([
      'name:groupTypes.validation.MAX_LENGTH',
    ]);
  });
});

describe('response schemas', () => {
  it('read a group type with or without colour; a null colour is no colour', () => {
    expect(groupTypeSchema.parse({ publicId: 'gt-1', name: 'Site', order: 0 })).toEqual({
      publicId: 'gt-1',
      name: 'Site',
      order: 0,
    });
    expect(groupTypeSchema.parse({ publicId: 'gt-1', name: 'Site', order: 0, color: null, custom: {} })).toEqual({
      publicId: 'gt-1',
      name: 'Site',
      order: 0,
    });
    expect(groupTypeSchema.parse({ publicId: 'gt-1', name: 'Site', order: 0, color: '#fff000' }).color).toBe('#fff000');
  });

  it('a colour that is not one is no colour, and one without # is written as #rrggbb', () => {
    const hostile = groupTypeSchema.parse({
      publicId: 'gt-1',
      name: 'Site',
      order: 0,
      color: 'red;}body{background:url(https://evil.test/x)}',
    });
    expect(hostile).not.toHaveProperty('color');
    expect(groupTypeSchema.parse({ publicId: 'gt-1', name: 'Site', order: 0, color: '1E88E5' }).color).toBe('#1e88e5');
  });

  it('the translation key of a bound name is read from custom.translationKey, never from a field of its own', () => {
    const bound = { publicId: 'gt-1', name: 'Zone', order: 0, custom: { translationKey: 'GROUP_TYPE_ZONE', other: 1 } };
    expect(groupTypeSchema.parse(bound).translationKey).toBe('GROUP_TYPE_ZONE');
    expect(
      groupTypeSchema.parse({ publicId: 'gt-1', name: 'Zone', order: 0, translationKey: 'GROUP_TYPE_ZONE' }),
    ).not.toHaveProperty('translationKey');
    // A free-form custom the portal does not understand is ignored rather than failing the list.
    expect(
      groupTypeSchema.parse({ publicId: 'gt-1', name: 'Zone', order: 0, custom: { translationKey: 7 } }),
    ).not.toHaveProperty('translationKey');
    expect(groupTypeSchema.parse({ publicId: 'gt-1', name: 'Zone', order: 0, custom: 'text' })).not.toHaveProperty(
      'translationKey',
    );
  });

  it('a group is read without counts: the platform has none', () => {
    expect(groupSchema.parse({ publicId: 'g-1', name: 'A', memberCount: 3 })).toEqual({ publicId: 'g-1', name: 'A' });
  });

  it('refuse malformed answers', () => {
    expect(groupTypeSchema.safeParse({ publicId: 'gt-1', name: 'Site' }).success).toBe(false);
    expect(groupTypeSchema.safeParse({ publicId: 1, name: 'Site', order: 0 }).success).toBe(false);
    expect(groupSchema.safeParse({ publicId: 'g-1' }).success).toBe(false);
  });
});
