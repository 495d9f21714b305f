import type { Page, PageVersion } from '@/features/pages/model/schemas';
import {
  createPageFormSchema,
  EMPTY_CREATE_VALUES,
  exportFileName,
  matchesSearch,
  pageSections,
  renamePageFormSchema,
} from './list-model';

const version = (title: string | null): PageVersion => ({
  publicId: `v-${title}`,
  page: null,
  title,
  custom: null,
  periodSpec: 'today',
  periodSelectorEnabled: false,
  defaultRefreshRate: null,
  components: [],
  previewAgent: null,
  previewAsset: null,
  createdOn: null,
  updatedOn: null,
});
const page = (publicId: string, name: string, group: string | null, title: string | null = null): Page => ({
  publicId,
  name,
  applicationType: 'sheet',
  orientation: null,
  group: group ? { publicId: group } : null,
  draft: title === null ? null : version(title),
  published: null,
  default: false,
});
const titlesOf = (sections: ReturnType<typeof pageSections>) =>
  sections.map((s) => [s.groupName, s.pages.map((p) => p.publicId)]);

describe('the pages list model', () => {
  const groups = [
    { publicId: 'g-b', name: 'Bottling' },
    { publicId: 'g-a', name: 'Assembly' },
  ];
  const pages = [
    page('p1', 'zeta', null, 'Zeta'),
    page('p2', 'beta', 'g-b', 'Beta'),
    page('p3', 'alpha', 'g-b', 'alpha'),
    page('p4', 'gamma', 'g-a'),
    page('p5', 'Delta', null),
    page('p6', 'lost', 'g-gone'),
  ];

  it('groups pages by group name, the pages without a group last, each group by title whatever the case', () => {
    expect(titlesOf(pageSections(pages, groups, ''))).toEqual([
      ['Assembly', ['p4']],
      ['Bottling', ['p3', 'p2']],
      // A group not among those read shows under its id.
      ['g-gone', ['p6']],
      [null, ['p5', 'p1']],
    ]);
  });

  it('searches the title and the name, whatever the case, and leaves out groups without a match', () => {
    expect(titlesOf(pageSections(pages, groups, '  ETA '))).toEqual([
      ['Bottling', ['p2']],
      [null, ['p1']],
    ]);
    // The name counts too when the title differs from it.
    const renamed = page('p7', 'Internal code 7', null, 'Public title');
    expect(matchesSearch(renamed, 'code 7')).toBe(true);
    expect(matchesSearch(renamed, 'public')).toBe(true);
    expect(matchesSearch(renamed, 'other')).toBe(false);
    expect(pageSections(pages, groups, 'nothing like it')).toEqual([]);
  });

  it('names the export file after the title: lower case, accents dropped, words joined by dashes', () => {
    expect(exportFileName('Plant overview (v2)', 'pg-1')).toBe('page-plant-overview-v2.json');
    expect(exportFileName('Wochenbericht Düsseldorf', 'pg-1')).toBe('page-wochenbericht-dusseldorf.json');
    expect(exportFileName('<b>Markup</b>', 'pg-1')).toBe('page-b-markup-b.json');
    expect(exportFileName('東京', 'pg-1')).toBe('page-pg-1.json');
  });

  it('create form: a title of 1 to 255 characters, an optional Material icon name, the kind', () => {
    const check = (values: Partial<typeof EMPTY_CREATE_VALUES>) => {
      const result = createPageFormSchema.safeParse({ ...EMPTY_CREATE_VALUES, ...values });
      return result.success ? 'ok' : result.error.issues.map((issue) => issue.message);
    };
    expect(check({ title: 'Plant' })).toBe('ok');
    expect(check({ title: '   ' })).toEqual(['pages.validation.TITLE_REQUIRED']);
    expect(check({ title: 'x'.repeat(255) })).toBe('ok');
    expect(check({ title: 'x'.repeat(256) })).toEqual(['pages.validation.MAX_LENGTH']);
    expect(check({ title: 'Plant', icon: 'water_drop' })).toBe('ok');
    expect(check({ title: 'Plant', icon: '<img src=x>' })).toEqual(['pages.validation.ICON_NAME']);
    expect(check({ title: 'Plant', applicationType: 'report' })).toBe('ok');
    expect(
      createPageFormSchema.safeParse({ ...EMPTY_CREATE_VALUES, title: 'Plant', applicationType: 'other' }).success,
    ).toBe(false);
    expect(EMPTY_CREATE_VALUES.applicationType).toBe('sheet');
  });

  it('rename form: a name of 1 to 255 characters', () => {
    expect(renamePageFormSchema.safeParse({ name: '', groupId: '' }).error?.issues[0]?.message).toBe(
      'pages.validation.NAME_REQUIRED',
    );
    expect(renamePageFormSchema.safeParse({ name: 'New', groupId: 'g-1' }).success).toBe(true);
  });
});
