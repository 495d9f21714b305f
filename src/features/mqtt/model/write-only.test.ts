import { isPemText, writeOnlyBodyValue } from './write-only';

describe('writeOnlyBodyValue', () => {
  it('creating: the typed text, or null when empty', () => {
    expect(writeOnlyBodyValue({ text: 's3cret', clear: false }, false)).toBe('s3cret');
    expect(writeOnlyBodyValue({ text: '', clear: false }, false)).toBeNull();
  });

  it('editing: empty leaves the stored secret unchanged (no key in the body), text replaces it', () => {
    expect(writeOnlyBodyValue({ text: '', clear: false }, true)).toBeUndefined();
    expect(writeOnlyBodyValue({ text: 'new one', clear: false }, true)).toBe('new one');
  });

  it('clearing wins over any text: null removes what is stored', () => {
    expect(writeOnlyBodyValue({ text: '', clear: true }, true)).toBeNull();
    expect(writeOnlyBodyValue({ text: 'typed before ticking', clear: true }, true)).toBeNull();
  });

  it('keeps spaces: a secret is sent exactly as typed', () => {
    expect(writeOnlyBodyValue({ text: ' pass word ', clear: false }, true)).toBe(' pass word ');
  });
});

const block = (label: string, body = 'MIIBszCCAVmgAwIBAgIUQ') =>
  `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;

describe('isPemText', () => {
  it('finds a certificate block, also in a chain or with Windows line ends', () => {
    expect(isPemText(block('CERTIFICATE'), 'CERTIFICATE')).toBe(true);
    expect(isPemText(block('CERTIFICATE') + block('CERTIFICATE'), 'CERTIFICATE')).toBe(true);
    expect(isPemText(block('CERTIFICATE').replace(/\n/g, '\r\n'), 'CERTIFICATE')).toBe(true);
    expect(isPemText(`subject=CN=broker\n${block('TRUSTED CERTIFICATE')}`, 'CERTIFICATE')).toBe(true);
  });

  it('finds private keys of any algorithm', () => {
    for (const label of ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY', 'ENCRYPTED PRIVATE KEY'])
      expect(isPemText(block(label), 'PRIVATE KEY')).toBe(true);
  });

  it('refuses other text, a block of the other kind, or one whose end does not match its beginning', () => {
    expect(isPemText('MIIBszCCAVmgAwIBAgIUQ', 'CERTIFICATE')).toBe(false);
    expect(isPemText(block('PRIVATE KEY'), 'CERTIFICATE')).toBe(false);
    expect(isPemText(block('CERTIFICATE'), 'PRIVATE KEY')).toBe(false);
    expect(isPemText('-----BEGIN CERTIFICATE-----\nabc\n-----END PRIVATE KEY-----', 'CERTIFICATE')).toBe(false);
    expect(isPemText('-----BEGIN CERTIFICATE-----\nabc', 'CERTIFICATE')).toBe(false);
  });
});
