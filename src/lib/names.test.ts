import { NAME_MAX_LENGTH, sameName } from './names';

describe('names', () => {
  it('the platform takes names of up to 255 characters', () => {
    expect(NAME_MAX_LENGTH).toBe(255);
  });

  it('sameName compares as the server does: trimmed and case-insensitive', () => {
    expect(sameName('Line 3', ' line 3 ')).toBe(true);
    expect(sameName('ÉTAGE', 'étage')).toBe(true);
    expect(sameName('Line 3', 'Line 4')).toBe(false);
    expect(sameName('Line 3', 'Line3')).toBe(false);
  });
});
