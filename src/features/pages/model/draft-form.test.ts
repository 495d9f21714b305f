import { draftFormSchema, draftFormValues, draftSave, type DraftFormValues } from './draft-form';
import { pageSchema } from './schemas';

const page = pageSchema.parse({
  publicId: 'pg-1',
  name: 'Plant',
  group: { publicId: 'g-1' },
  draft: {
    publicId: 'pv-d',
    title: 'Plant (v2)',
    custom: { glbMatIcon: 'dashboard' },
    periodSpec: 'lastMonth',
    previewAgent: { publicId: 'ag-1' },
  },
});
const initial = draftFormValues(page, page.draft!);

describe('the draft form', () => {
  it('starts from the draft and the page, an unknown period kept', () => {
    expect(initial).toEqual({
      title: 'Plant (v2)',
      icon: 'dashboard',
      periodSpec: 'lastMonth',
      groupId: 'g-1',
      previewAgentId: 'ag-1',
      previewAssetId: '',
    });
  });

  it('a save with nothing changed sends nothing', () => {
    expect(draftSave(initial, { ...initial, title: ' Plant (v2) ' })).toEqual({ version: null, page: null });
  });

  it('sends only the version fields that changed, and the group on the page', () => {
    const values: DraftFormValues = { ...initial, title: 'Plant', periodSpec: 'today' };
    expect(draftSave(initial, values)).toEqual({ version: { title: 'Plant', periodSpec: 'today' }, page: null });
    expect(draftSave(initial, { ...initial, icon: '', previewAgentId: '', previewAssetId: 'as-1' })).toEqual({
      version: { custom: { glbMatIcon: null }, previewAgent: null, previewAsset: { publicId: 'as-1' } },
      page: null,
    });
    expect(draftSave(initial, { ...initial, groupId: '' })).toEqual({ version: null, page: { group: null } });
    expect(draftSave(initial, { ...initial, groupId: 'g-2' })).toEqual({
      version: null,
      page: { group: { publicId: 'g-2' } },
    });
  });

  it('needs a title of at most 255 characters and a Material icon name', () => {
    const errors = (values: Partial<DraftFormValues>) => {
      const result = draftFormSchema.safeParse({ ...initial, ...values });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(errors({})).toEqual([]);
    expect(errors({ title: '  ' })).toEqual(['pages.editor.validation.titleRequired']);
    expect(errors({ title: 'x'.repeat(255) })).toEqual([]);
    expect(errors({ title: 'x'.repeat(256) })).toEqual(['pages.editor.validation.titleTooLong']);
    expect(errors({ icon: 'local_drink' })).toEqual([]);
    expect(errors({ icon: '3d_rotation' })).toEqual([]);
    expect(errors({ icon: 'Local Drink' })).toEqual(['pages.editor.validation.iconName']);
    expect(errors({ icon: 'bad_' })).toEqual(['pages.editor.validation.iconName']);
  });
});
