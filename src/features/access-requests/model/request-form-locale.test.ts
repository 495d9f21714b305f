import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { describe, expect, it } from 'vitest';
import { pickerLocale } from './request-form-locale';

const twelveHours = (uiLanguage: string, preferred: string[]) =>
  new AdapterDateFns({ locale: pickerLocale(uiLanguage, preferred) }).is12HourCycleInCurrentLocale();

describe('pickerLocale (12 or 24 hours by locale, docs/RULES.md#access-requests)', () => {
  it.each([
    ['en', ['en-US'], 'en-US', true],
    ['en', ['nl-NL', 'en-GB'], 'en-GB', false],
    ['en', ['de-DE'], 'en-US', true],
    ['en', [], 'en-US', true],
    ['en-GB', ['en-US'], 'en-GB', false],
    ['nl', ['en-US'], 'nl', false],
    ['de', ['de-AT'], 'de', false],
    ['xx', ['xx-YY'], 'en-US', true],
  ])('UI %s, browser %j: %s', (uiLanguage, preferred, code, twelve) => {
    expect(pickerLocale(uiLanguage, preferred).code).toBe(code);
    expect(twelveHours(uiLanguage, preferred)).toBe(twelve);
  });
});
