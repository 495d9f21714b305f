import { decodeBase64Url, encodeBase64, encodeBase64Url } from './base64url';

describe('base64url', () => {
  it.each([
    '',
    'a',
    'ab',
    'abc',
    '{"publicId":"t1","secretId":"s1"}',
    'Zürich – ½ € 日本語 🚀',
    'مرحبا بالعالم',
    '\u0000\u007f',
  ])('round-trips %j', (text) => {
    expect(decodeBase64Url(encodeBase64Url(text))).toBe(text);
  });

  it('uses the URL alphabet without padding', () => {
    // "???" is 0x3f3f3f: "Pz8/" in base64, "Pz8_" in base64url; "~~~" gives "fn5+" / "fn5-".
    expect(encodeBase64Url('???')).toBe('Pz8_');
    expect(encodeBase64Url('~~~')).toBe('fn5-');
    expect(encodeBase64Url('a')).toBe('YQ');
    expect(encodeBase64Url('ab')).toBe('YWI');
    for (const text of ['a', 'ab', 'Zürich 🚀', '>>>???']) expect(encodeBase64Url(text)).toMatch(/^[A-Za-z0-9_-]*$/);
  });

  it('encodes non-ASCII text as UTF-8', () => {
    expect(encodeBase64Url('ü')).toBe('w7w');
    expect(encodeBase64Url('€')).toBe('4oKs');
  });

  it('decodes with or without padding', () => {
    expect(decodeBase64Url('YQ')).toBe('a');
    expect(decodeBase64Url('YQ==')).toBe('a');
    expect(decodeBase64Url('Pz8_')).toBe('???');
  });

  it('throws on garbage and on bytes that are not UTF-8', () => {
    expect(() => decodeBase64Url('***')).toThrow();
    expect(() => decodeBase64Url('Y')).toThrow();
    // 0xff 0xfe is not valid UTF-8.
    expect(() => decodeBase64Url('__4')).toThrow();
  });
});

describe('encodeBase64', () => {
  it.each([
    ['a@b.c::p:w', 'YUBiLmM6OnA6dw=='],
    ['user@example.test:123456:secret', 'dXNlckBleGFtcGxlLnRlc3Q6MTIzNDU2OnNlY3JldA=='],
    ['a@b.c::pässwörd', 'YUBiLmM6OnDDpHNzd8O2cmQ='],
    ['?>', 'Pz4='],
  ])('%j → %j (standard alphabet, padded)', (text, expected) => {
    expect(encodeBase64(text)).toBe(expected);
    expect(new TextDecoder().decode(Uint8Array.from(atob(expected), (char) => char.charCodeAt(0)))).toBe(text);
  });
});
