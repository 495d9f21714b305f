import {
  addColumn,
  addRow,
  changeCount,
  gridRows,
  isDirty,
  mergeImport,
  NO_EDITS,
  removeRow,
  restoreRow,
  setKey,
  setText,
} from './edits';
import type { Translation } from './schemas';

const SAVED: Translation[] = [
  { publicId: 'tr-1', key: 'A.ONE', languages: { en: 'One', de: 'Eins' } },
  { publicId: 'tr-2', key: 'A.TWO', languages: { en: 'Two' } },
];

describe('local edits', () => {
  it('rows: new ones first (latest on top), then the saved ones marked changed or deleted', () => {
    let edits = addRow(addRow(NO_EDITS, { id: 'n1', key: 'N.ONE', languages: {} }), {
      id: 'n2',
      key: '',
      languages: {},
    });
    edits = setText(edits, SAVED, 'tr-1', 'nl', 'Een');
    edits = removeRow(edits, 'tr-2');
    expect(gridRows(SAVED, edits).map((row) => [row.id, row.status, row.languages])).toEqual([
      ['n2', 'new', {}],
      ['n1', 'new', {}],
      ['tr-1', 'changed', { en: 'One', de: 'Eins', nl: 'Een' }],
      ['tr-2', 'deleted', { en: 'Two' }],
    ]);
    expect(changeCount(edits)).toBe(4);
  });

  it('counts each changed row once, and a deleted changed row as a deletion only', () => {
    let edits = setText(NO_EDITS, SAVED, 'tr-1', 'en', 'Uno');
    edits = setText(edits, SAVED, 'tr-1', 'de', 'Einz');
    expect(changeCount(edits)).toBe(1);
    edits = removeRow(edits, 'tr-1');
    expect(changeCount(edits)).toBe(1);
    edits = restoreRow(edits, 'tr-1');
    expect(gridRows(SAVED, edits)[0]?.status).toBe('changed');
  });

  it('a new row removed is gone at once; its key can change, a saved row’s cannot', () => {
    let edits = addRow(NO_EDITS, { id: 'n1', key: '', languages: {} });
    edits = setKey(edits, 'n1', 'N.KEY');
    edits = setKey(edits, 'tr-1', 'OTHER');
    expect(gridRows(SAVED, edits).map((row) => row.key)).toEqual(['N.KEY', 'A.ONE', 'A.TWO']);
    expect(isDirty(removeRow(edits, 'n1'))).toBe(false);
  });

  it('an added column is a column, not a change', () => {
    const edits = addColumn(addColumn(NO_EDITS, 'fr'), 'fr');
    expect(edits.columns).toEqual(['fr']);
    expect(isDirty(edits)).toBe(false);
  });
});

describe('an import merges into the edits', () => {
  it('existing keys get the file’s texts (an empty cell keeps the text), new keys become new rows, columns are added', () => {
    const start = addRow(NO_EDITS, { id: 'n1', key: 'N.ONE', languages: { en: 'New' } });
    const { edits, summary } = mergeImport(
      start,
      SAVED,
      [
        { key: 'A.ONE', languages: { de: 'Eins!', fr: 'Un' } },
        { key: 'A.TWO', languages: { en: 'Two' } },
        { key: 'N.ONE', languages: { de: 'Neu' } },
        { key: 'B.THREE', languages: { en: 'Three' } },
      ],
      ['de', 'en', 'fr'],
    );
    expect(summary).toEqual({ updated: 2, added: 1, unchanged: 1 });
    expect(edits.changed).toEqual({ 'tr-1': { en: 'One', de: 'Eins!', fr: 'Un' } });
    expect(edits.added.map((row) => [row.key, row.languages])).toEqual([
      ['N.ONE', { en: 'New', de: 'Neu' }],
      ['B.THREE', { en: 'Three' }],
    ]);
    expect(edits.columns).toEqual(['de', 'en', 'fr']);
  });

  it('a saved key being deleted comes back as a new row', () => {
    const { edits, summary } = mergeImport(
      removeRow(NO_EDITS, 'tr-2'),
      SAVED,
      [{ key: 'A.TWO', languages: { en: 'Two again' } }],
      ['en'],
    );
    expect(summary.added).toBe(1);
    expect(edits.deleted).toEqual(['tr-2']);
    expect(edits.added.map((row) => row.key)).toEqual(['A.TWO']);
  });
});
