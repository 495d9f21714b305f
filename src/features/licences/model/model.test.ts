import { activationPayload } from './activation';
import { isCouponCode, normaliseCoupon, parseCouponCodes } from './coupon';
import { EXPIRING_WITHIN_DAYS, licenceState } from './licence-state';
import { humanize } from '@/i18n';
import { usageTypeLabel, USAGE_TYPES } from './usage-types';
import en from '@/i18n/locales/en/licences.json';

describe('the agent app activation payload (docs/RULES.md#licences)', () => {
  it('is a trial with the agent id when a trial is chosen, whatever else is filled in', () => {
    expect(activationPayload('ag-1', { trial: true, licenceId: 'li-1', couponCode: 'BCD-123-FGH-456' })).toEqual({
      publicId: 'ag-1',
      trial: true,
    });
  });
  it('else the licence when one is picked, without the coupon code', () => {
    expect(activationPayload('ag-1', { trial: false, licenceId: 'li-1', couponCode: 'BCD-123-FGH-456' })).toEqual({
      publicId: 'ag-1',
      licence: { publicId: 'li-1' },
    });
  });
  it('else the coupon code, normalised', () => {
    expect(activationPayload('ag-1', { trial: false, licenceId: null, couponCode: ' bcd-123-fgh-456 ' })).toEqual({
      publicId: 'ag-1',
      couponCode: 'BCD-123-FGH-456',
    });
  });
  it('is nothing when nothing is chosen', () => {
    expect(activationPayload('ag-1', { trial: false, licenceId: null, couponCode: '  ' })).toBeNull();
  });
});

describe('coupon codes', () => {
  it('are three letters, three digits, three letters, three digits, read without surrounding spaces and in capitals', () => {
    expect(isCouponCode('BCD-123-FGH-456')).toBe(true);
    expect(isCouponCode('  bcd-123-fgh-456\t')).toBe(true);
    expect(normaliseCoupon(' bcd-123-fgh-456 ')).toBe('BCD-123-FGH-456');
    for (const bad of [
      'BCD-123-FGH-45',
      'BCD123FGH456',
      'BC1-123-FGH-456',
      'BCD-12A-FGH-456',
      'BCD-123-FGH-456-X',
      'BCD 123 FGH 456',
      '',
    ]) {
      expect(isCouponCode(bad), bad).toBe(false);
    }
  });
  it('several are taken one per line, by comma or space; each is checked, a repeated one marked', () => {
    expect(parseCouponCodes(' bcd-123-fgh-456\nXY-1, BCD-123-FGH-456;lmn-000-pqr-999 \n\n')).toEqual([
      { code: 'BCD-123-FGH-456', problem: null },
      { code: 'XY-1', problem: 'format' },
      { code: 'BCD-123-FGH-456', problem: 'duplicate' },
      { code: 'LMN-000-PQR-999', problem: null },
    ]);
    expect(parseCouponCodes('   ')).toEqual([]);
  });
});

describe('licence state', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const inDays = (days: number) => new Date(now + days * 86_400_000).toISOString();
  const base = { activated: true, trial: false, expiresOn: inDays(100) };
  it('is expired once the expiry has passed, before anything else', () => {
    expect(licenceState({ ...base, trial: true, expiresOn: inDays(-1) }, now)).toBe('expired');
    expect(licenceState({ ...base, expiresOn: new Date(now).toISOString() }, now)).toBe('expired');
  });
  it('else a trial, else not activated', () => {
    expect(licenceState({ ...base, trial: true, expiresOn: inDays(5) }, now)).toBe('trial');
    expect(licenceState({ ...base, activated: false, expiresOn: null }, now)).toBe('notActivated');
  });
  it('else expiring within 30 days, else active; no expiry never expires', () => {
    expect(licenceState({ ...base, expiresOn: inDays(EXPIRING_WITHIN_DAYS) }, now)).toBe('expiring');
    expect(licenceState({ ...base, expiresOn: inDays(EXPIRING_WITHIN_DAYS + 0.01) }, now)).toBe('active');
    expect(licenceState({ ...base, expiresOn: null }, now)).toBe('active');
  });
});

describe('usage type labels', () => {
  it('every usage type of the platform has a label in the catalogue', () => {
    for (const usageType of USAGE_TYPES) expect(en.usageTypes[usageType], usageType).toEqual(expect.any(String));
    expect(usageTypeLabel('remote-access')).toEqual({ key: 'licences.usageTypes.remote-access' });
  });
  it('an unknown usage type reads as words', () => {
    expect(usageTypeLabel('session-recording-plus')).toEqual({ text: 'Session recording plus' });
    expect(humanize('NEW_thing')).toBe('New thing');
  });
});
