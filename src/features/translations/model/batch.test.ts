import { buildBatch, checkBatch, serverProblems, type Batch } from './batch';
import { addRow, NO_EDITS, removeRow, setText, type Edits, type NewRow } from './edits';
import type { Translation } from './schemas';

const SAVED: Translation[] = [
  { publicId: 'tr-1', key: 'ALARMS.PRESSURE', languages: { en: 'Pressure', de: 'Druck' } },
  { publicId: 'tr-2', key: 'ALARMS.FLOW', languages: { en: 'Flow' } },
  { publicId: 'tr-3', key: 'ALARMS.LEVEL', languages: { en: 'Level', nl: 'Niveau' } },
];

const newRow = (id: string, key: string, languages: Record<string, string>): NewRow => ({ id, key, languages });
const withNew = (...rows: NewRow[]): Edits => rows.reduce(addRow, NO_EDITS);
const check = (edits: Edits) => checkBatch(SAVED, buildBatch(SAVED, edits));

describe('the Save batch', () => {
  it('POST [{key, languages}] for new rows in the order added, PATCH [{publicId, languages}] for changed ones, DELETE [{publicId}] for removed', () => {
    let edits = withNew(newRow('n1', 'NEW.ONE', { en: 'One' }), newRow('n2', 'NEW.TWO', { en: 'Two', de: 'Zwei' }));
    edits = setText(edits, SAVED, 'tr-3', 'de', 'Füllstand');
    edits = setText(edits, SAVED, 'tr-1', 'de', '');
    edits = removeRow(edits, 'tr-2');
    const batch = buildBatch(SAVED, edits);
    expect(batch.post.map((item) => item.body)).toEqual([
      { key: 'NEW.ONE', languages: { en: 'One' } },
      { key: 'NEW.TWO', languages: { en: 'Two', de: 'Zwei' } },
    ]);
    // The list's order; the key is never part of an update; an emptied text leaves the map.
    expect(batch.patch.map((item) => item.body)).toEqual([
      { publicId: 'tr-1', languages: { en: 'Pressure' } },
      { publicId: 'tr-3', languages: { en: 'Level', nl: 'Niveau', de: 'Füllstand' } },
    ]);
    expect(batch.remove.map((item) => item.body)).toEqual([{ publicId: 'tr-2' }]);
    expect(batch.post.map((item) => item.rowId)).toEqual(['n1', 'n2']);
  });

  it('a changed row that is then deleted is only deleted; a text set back to what was saved is no change', () => {
    let edits = setText(NO_EDITS, SAVED, 'tr-1', 'en', 'Druck?');
    edits = removeRow(edits, 'tr-1');
    edits = setText(edits, SAVED, 'tr-2', 'en', 'Flux');
    edits = setText(edits, SAVED, 'tr-2', 'en', 'Flow');
    const batch = buildBatch(SAVED, edits);
    expect(batch.patch).toEqual([]);
    expect(batch.remove.map((item) => item.rowId)).toEqual(['tr-1']);
  });
});

describe('the client checks of docs/RULES.md#translations, before any call', () => {
  it('a missing key or no languages at all: “Required property”', () => {
    expect(
      check(
        withNew(
          newRow('n1', '', { en: 'One' }),
          newRow('n2', 'NEW.TWO', {}),
          newRow('n3', '  ', {}),
          newRow('n4', 'X', { en: '   ' }),
        ),
      ),
    ).toEqual({
      n1: 'required',
      n2: 'required',
      n3: 'required',
      n4: 'required',
    });
    // A saved row whose every text was emptied sends no languages.
    expect(check(setText(NO_EDITS, SAVED, 'tr-2', 'en', ''))).toEqual({ 'tr-2': 'required' });
  });

  it('English missing: “Required language missing: en”, for new and changed rows', () => {
    expect(check(withNew(newRow('n1', 'NEW.ONE', { de: 'Eins' })))).toEqual({ n1: 'englishMissing' });
    expect(check(setText(NO_EDITS, SAVED, 'tr-1', 'en', ''))).toEqual({ 'tr-1': 'englishMissing' });
  });

  it('a key off ^[A-Z0-9_?.!]+$: “Value does not match regex expression”', () => {
    const keys = ['new.one', 'NEW ONE', 'NEW-ONE', 'ÄRGER', 'Key'];
    const edits = withNew(...keys.map((key, index) => newRow(`n${index}`, key, { en: 'x' })));
    expect(Object.values(check(edits))).toEqual(keys.map(() => 'pattern'));
    expect(check(withNew(newRow('ok', 'ARE_YOU_SURE?.NOW!2', { en: 'x' })))).toEqual({});
  });

  it('a key repeated in the batch: “Duplicate” on the second occurrence, against the saved keys and the new ones', () => {
    const edits = withNew(
      newRow('first', 'NEW.KEY', { en: 'a' }),
      newRow('second', 'NEW.KEY', { en: 'b' }),
      newRow('saved', 'ALARMS.FLOW', { en: 'c' }),
    );
    expect(check(edits)).toEqual({ second: 'duplicate', saved: 'duplicate' });
    // A saved key being deleted in the same Save is free again.
    expect(check(removeRow(withNew(newRow('again', 'ALARMS.FLOW', { en: 'c' })), 'tr-2'))).toEqual({});
  });

  it('the checks apply in the order of docs/RULES.md#translations: the first that fails is the one shown', () => {
    const edits = withNew(
      newRow('a', 'bad key', {}), // required before pattern
      newRow('b', 'bad key', { de: 'x' }), // English before pattern
      newRow('c', 'ALARMS.FLOW', { de: 'x' }), // English before duplicate
      newRow('d', 'bad key', { en: 'x' }), // pattern
      newRow('e', 'ALARMS.FLOW', { en: 'x' }), // duplicate
    );
    expect(check(edits)).toEqual({
      a: 'required',
      b: 'englishMissing',
      c: 'englishMissing',
      d: 'pattern',
      e: 'duplicate',
    });
  });

  it('the first occurrence stays clean even when it has another problem; the later one is still the duplicate', () => {
    const edits = withNew(newRow('first', 'NEW.KEY', { de: 'a' }), newRow('second', 'NEW.KEY', { en: 'b' }));
    expect(check(edits)).toEqual({ first: 'englishMissing', second: 'duplicate' });
  });

  it('no edits, no problems', () => {
    expect(check(NO_EDITS)).toEqual({});
  });
});

describe('server errors land on the row their listIndex names', () => {
  const batch: Batch = buildBatch(
    SAVED,
    setText(
      setText(withNew(newRow('n1', 'A', { en: 'a' }), newRow('n2', 'B', { en: 'b' })), SAVED, 'tr-1', 'en', 'P'),
      SAVED,
      'tr-3',
      'en',
      'L',
    ),
  );

  it('maps listIndex through the POST and PATCH arrays', () => {
    expect(
      serverProblems(batch, 'post', {
        status: 409,
        data: [{ message: 'Duplicate', propertyName: 'key', listIndex: 1 }],
      }),
    ).toEqual({
      rows: { n2: 'Duplicate' },
      general: [],
    });
    expect(
      serverProblems(batch, 'patch', {
        status: 400,
        data: [{ message: 'Required language missing: en', listIndex: 1 }],
      }),
    ).toEqual({
      rows: { 'tr-3': 'Required language missing: en' },
      general: [],
    });
  });

  it('an item without listIndex, or naming no item, is a general failure; the first message per row wins', () => {
    const error = {
      status: 400,
      data: [
        { message: 'Forbidden' },
        { message: 'Nope', listIndex: 9 },
        { message: 'One', listIndex: 0 },
        { message: 'Two', listIndex: 0 },
      ],
    };
    expect(serverProblems(batch, 'post', error)).toEqual({ rows: { n1: 'One' }, general: ['Forbidden', 'Nope'] });
  });
});
