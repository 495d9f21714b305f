import {
  auditQueryFilters,
  exportFileName,
  filtersFromSearch,
  filtersToSearch,
  NO_FILTERS,
  timeRange,
  withFilters,
  type AuditFilters,
} from './filters';

const full: AuditFilters = {
  from: '2026-11-01',
  to: '2026-11-20',
  actor: { id: 'u-admin', name: 'Ada "A" Admin' },
  actions: ['UPDATE', 'CREATE'],
  device: { id: 'ag-001', name: 'Bottling PLC' },
  target: 'Agent',
};
const localIso = (y: number, m: number, d: number, ms = 0) => new Date(y, m - 1, d, 0, 0, 0, ms).toISOString();

describe('filters → query', () => {
  test('every filter in the API syntax, actions in their fixed order', () => {
    expect(auditQueryFilters(full)).toEqual([
      `between(time,"${localIso(2026, 11, 1)}","${localIso(2026, 11, 21, -1)}")`,
      'eq(actor.resource.publicId,"u-admin")',
      'in(action,"UPDATE","CREATE")',
      'eq(topic.agent,"ag-001")',
      'contains(target,"Agent")',
    ]);
  });

  test('no filters: no query filters; text is trimmed and quotes escaped', () => {
    expect(auditQueryFilters(NO_FILTERS)).toEqual([]);
    expect(auditQueryFilters({ ...NO_FILTERS, target: '  say "hi" \\ ' })).toEqual([
      'contains(target,"say \\"hi\\" \\\\")',
    ]);
    expect(auditQueryFilters({ ...NO_FILTERS, target: '   ' })).toEqual([]);
  });

  test('a time range: open ends get far bounds, reversed days are swapped, the last day is included whole', () => {
    expect(timeRange('2026-11-05', '')).toEqual([localIso(2026, 11, 5), '9999-12-31T23:59:59.999Z']);
    expect(timeRange('', '2026-11-05')).toEqual(['1970-01-01T00:00:00.000Z', localIso(2026, 11, 6, -1)]);
    expect(timeRange('2026-11-20', '2026-11-01')).toEqual(timeRange('2026-11-01', '2026-11-20'));
    expect(timeRange('', '')).toBeNull();
    expect(timeRange('2026-02-30', 'yesterday')).toBeNull();
  });
});

describe('filters ↔ address', () => {
  test('round trip: the address holds ids and names, and gives back the same filters', () => {
    const params = filtersToSearch(full);
    expect(params.toString()).toBe(
      'from=2026-11-01&to=2026-11-20&actor=u-admin&actorName=Ada+%22A%22+Admin&action=CREATE%2CUPDATE&device=ag-001&deviceName=Bottling+PLC&target=Agent',
    );
    expect(filtersFromSearch(new URLSearchParams(params.toString()))).toEqual({
      ...full,
      actions: ['CREATE', 'UPDATE'],
    });
    expect(filtersFromSearch(filtersToSearch(NO_FILTERS))).toEqual(NO_FILTERS);
  });

  test('bad address values are ignored safely', () => {
    const bad = new URLSearchParams({
      from: '2026-13-01',
      to: '<script>',
      actor: 'u 1"); drop',
      action: 'DELETE,EXPLODE,,create',
      device: '',
      deviceName: 'orphan',
      target: 'x'.repeat(400),
    });
    expect(filtersFromSearch(bad)).toEqual({
      from: '',
      to: '',
      actor: null,
      actions: ['DELETE'],
      device: null,
      target: 'x'.repeat(255),
    });
    // A name missing from the address shows the id.
    expect(filtersFromSearch(new URLSearchParams('device=ag-009')).device).toEqual({ id: 'ag-009', name: 'ag-009' });
  });

  test('other parameters of the address stay when the filters change', () => {
    const next = withFilters(new URLSearchParams('mock-scenario=slow&target=old&action=DELETE'), {
      ...NO_FILTERS,
      target: 'new',
    });
    expect(next.toString()).toBe('mock-scenario=slow&target=new');
  });
});

test('the export is named after the trail and the day', () => {
  expect(exportFileName(new Date(2026, 10, 3, 23, 59))).toBe('audit-trail-2026-11-03.csv');
});
