import { describe, expect, it } from 'vitest';
import { orderedComponents, pageState, versionChanges } from './changes';
import type { Page, PageComponent, PageVersion } from './schemas';

const component = (publicId: string, template: string, order?: number, inputs = '{}'): PageComponent => ({
  publicId,
  template: { publicId: template },
  dimensions: order === undefined ? null : { order },
  inputs,
});

const version = (publicId: string, patch: Partial<PageVersion> = {}): PageVersion => ({
  publicId,
  page: { publicId: 'pg-1' },
  title: 'Overview',
  custom: { glbMatIcon: 'speed' },
  periodSpec: 'today',
  periodSelectorEnabled: false,
  defaultRefreshRate: null,
  components: [component(`${publicId}-a`, 'tpl-chart', 0), component(`${publicId}-b`, 'tpl-table', 1000)],
  previewAgent: null,
  previewAsset: null,
  createdOn: null,
  updatedOn: null,
  ...patch,
});

describe('component order', () => {
  it('follows dimensions.order; components without one come after, as they came', () => {
    const ordered = orderedComponents([
      component('c1', 't'),
      component('c2', 't', 2000),
      component('c3', 't'),
      component('c4', 't', 0),
    ]);
    expect(ordered.map((c) => c.publicId)).toEqual(['c4', 'c2', 'c1', 'c3']);
  });
});

describe('what changed between two versions', () => {
  it('nothing, for a copy with new component ids', () => {
    expect(versionChanges(version('pv-1'), version('pv-2'))).toEqual([]);
  });

  it('the edited fields with old and new values', () => {
    const changed = version('pv-2', {
      title: 'Plant',
      custom: { glbMatIcon: null },
      periodSpec: 'this-week',
      previewAgent: { publicId: 'ag-1' },
    });
    expect(versionChanges(version('pv-1'), changed)).toEqual([
      { kind: 'field', field: 'title', from: 'Overview', to: 'Plant' },
      { kind: 'field', field: 'icon', from: 'speed', to: null },
      { kind: 'field', field: 'period', from: 'today', to: 'this-week' },
      { kind: 'field', field: 'previewDevice', from: null, to: 'ag-1' },
    ]);
  });

  it('components added, removed, with changed settings, and reordered', () => {
    const before = version('pv-1', {
      components: [
        component('a', 'tpl-chart', 0),
        component('b', 'tpl-table', 1000),
        component('c', 'tpl-value', 2000),
      ],
    });
    const after = version('pv-2', {
      components: [
        component('x', 'tpl-value', 0),
        component('y', 'tpl-chart', 1000),
        component('z', 'tpl-map', 2000),
        component('w', 'tpl-table', 3000, '{"x":1}'),
      ],
    });
    expect(versionChanges(before, after)).toEqual([
      { kind: 'componentChanged', templateId: 'tpl-table' },
      { kind: 'componentAdded', templateId: 'tpl-map' },
      { kind: 'componentsReordered' },
    ]);
  });
});

describe('a component taken out', () => {
  it('is removed when no component of its template came', () => {
    const before = version('pv-1');
    const after = version('pv-2', { components: [component('x', 'tpl-chart', 0)] });
    expect(versionChanges(before, after)).toEqual([{ kind: 'componentRemoved', templateId: 'tpl-table' }]);
  });
});

describe('the state of a page', () => {
  const page = (draft: PageVersion | null, published: PageVersion | null): Page => ({
    publicId: 'pg-1',
    name: 'Overview',
    applicationType: 'sheet',
    orientation: null,
    group: null,
    draft,
    published,
    default: false,
  });
  it.each([
    ['draftOnly', page(version('d'), null)],
    ['published', page(null, version('p'))],
    ['published', page(version('d'), version('p'))],
    ['publishedWithChanges', page(version('d', { title: 'New title' }), version('p'))],
    ['none', page(null, null)],
  ] as const)('%s', (state, subject) => {
    expect(pageState(subject)).toBe(state);
  });
});
