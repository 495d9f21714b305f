import { addRow, gridRows, NO_EDITS, setText } from './edits';
import type { Translation } from './schemas';
import { buildSearchIndex, filterRows } from './search';

const SAVED: Translation[] = [
  {
    publicId: 'tr-1',
    key: 'ALARMS.TEMPERATURE',
    languages: { en: 'Temperature', fr: 'Température', de: 'Temperatur' },
  },
  { publicId: 'tr-2', key: 'DEVICES.DOOR_OPEN', languages: { en: 'Door open', de: 'Tür offen' } },
  { publicId: 'tr-3', key: 'WIDGETS.SHIFT', languages: { en: 'Shift', nl: 'Ploeg' } },
];
const index = buildSearchIndex(SAVED);
const keysFor = (search: string, rows = gridRows(SAVED, NO_EDITS)) =>
  filterRows(rows, index, search).map((row) => row.key);

describe('search by key or text', () => {
  it('matches the key or any text, ignoring case and diacritics either way', () => {
    expect(keysFor('door_')).toEqual(['DEVICES.DOOR_OPEN']);
    expect(keysFor('TUR OF')).toEqual(['DEVICES.DOOR_OPEN']);
    expect(keysFor('temperature')).toEqual(['ALARMS.TEMPERATURE']);
    expect(keysFor('TEMPÉRATURE')).toEqual(['ALARMS.TEMPERATURE']);
    expect(keysFor('ploeg')).toEqual(['WIDGETS.SHIFT']);
    expect(keysFor('nothing like it')).toEqual([]);
  });

  it('an empty search shows every row, as it is', () => {
    const rows = gridRows(SAVED, NO_EDITS);
    expect(filterRows(rows, index, '  ')).toBe(rows);
  });

  it('a changed row is searched as it is now; new rows always show', () => {
    let edits = setText(NO_EDITS, SAVED, 'tr-3', 'en', 'Schicht');
    edits = addRow(edits, { id: 'n1', key: '', languages: {} });
    const rows = gridRows(SAVED, edits);
    expect(keysFor('schicht', rows)).toEqual(['', 'WIDGETS.SHIFT']);
    expect(keysFor('shift', rows)).toEqual(['', 'WIDGETS.SHIFT']);
    expect(
      keysFor(
        'Shift ',
        rows.filter((row) => row.status !== 'new'),
      ),
    ).toEqual(['WIDGETS.SHIFT']);
    expect(keysFor('ploeg', rows)).toEqual(['', 'WIDGETS.SHIFT']);
  });
});
