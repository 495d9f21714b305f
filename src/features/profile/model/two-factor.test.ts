import qrcode from 'qrcode-generator';
import { matchesTimeZone, sampleDate, timeZones } from './locales';
import { groupSecret, otpauthUri, qrPath } from './two-factor';

describe('the authenticator key', () => {
  it('is an otpauth TOTP URI with issuer and account in the label and the issuer again as a parameter', () => {
    expect(otpauthUri({ issuer: 'Acme Portal', account: 'ada@acme.test', secret: 'JBSW Y3DP EHPK 3PXP' })).toBe(
      'otpauth://totp/Acme%20Portal:ada%40acme.test?secret=JBSWY3DPEHPK3PXP&issuer=Acme+Portal',
    );
  });

  it('groups the secret by four for reading', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });

  it('draws every dark module of the QR code and nothing else', () => {
    const text = 'otpauth://totp/x:y?secret=JBSWY3DPEHPK3PXP';
    const { size, path } = qrPath(text);
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    let dark = 0;
    for (let row = 0; row < size; row += 1)
      for (let col = 0; col < size; col += 1) if (code.isDark(row, col)) dark += 1;
    expect(size).toBe(code.getModuleCount());
    expect(path.match(/M/g)).toHaveLength(dark);
    // The finder pattern's corner is dark.
    expect(path.startsWith('M0 0h1v1h-1z')).toBe(true);
  });
});

describe('time zones and localisations', () => {
  it('offers the IANA zones with UTC, sorted, and keeps an unknown saved one', () => {
    const zones = timeZones('Mars/Olympus_Mons');
    expect(zones).toEqual(expect.arrayContaining(['Europe/Amsterdam', 'America/New_York', 'UTC', 'Mars/Olympus_Mons']));
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b)));
  });

  it('finds a zone by any part, with spaces for underscores', () => {
    expect(matchesTimeZone('America/New_York', 'new york')).toBe(true);
    expect(matchesTimeZone('America/New_York', 'NEW_YO')).toBe(true);
    expect(matchesTimeZone('Europe/Amsterdam', 'paris')).toBe(false);
    expect(matchesTimeZone('Europe/Amsterdam', ' ')).toBe(true);
  });

  it('shows how a date looks in a localisation', () => {
    expect(sampleDate('en-US')).toBe('12/31/26, 4:30 PM');
    expect(sampleDate('nl-NL')).toBe('31-12-2026, 16:30');
  });
});
