import { encodeBase64Url } from '@/lib/base64url';
import { decodeJumpStartToken, encodeJumpStartToken, type JumpStartPayload } from './jump-start-token';

describe('jump-start token', () => {
  it.each<JumpStartPayload>([
    { publicId: 't1', secretId: 's1' },
    { publicId: 't1', secretId: 's1', companyId: 'c1', redirectUrl: '/groups?x=1#h' },
    { publicId: 'tø', secretId: 'sé/+=', redirectUrl: '/users/Jürgen 🚀' },
  ])('round-trips %j', (payload) => {
    const token = encodeJumpStartToken(payload);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeJumpStartToken(token)).toEqual(payload);
  });

  it('is base64url of the JSON payload', () => {
    const payload = { publicId: 't1', secretId: 's1', companyId: 'c1' };
    expect(encodeJumpStartToken(payload)).toBe(encodeBase64Url(JSON.stringify(payload)));
    expect(decodeJumpStartToken(encodeBase64Url('{"publicId":"t1","secretId":"s1"}'))).toEqual({
      publicId: 't1',
      secretId: 's1',
    });
  });

  it('drops unknown fields', () => {
    const token = encodeBase64Url(JSON.stringify({ publicId: 't1', secretId: 's1', admin: true }));
    expect(decodeJumpStartToken(token)).toEqual({ publicId: 't1', secretId: 's1' });
  });

  it.each([
    ['an empty string', ''],
    ['characters outside the alphabet', '***not-base64***'],
    ['base64 of no JSON', encodeBase64Url('hello')],
    ['base64 of truncated JSON', encodeBase64Url('{"publicId":"t1"')],
    ['JSON null', encodeBase64Url('null')],
    ['a JSON array', encodeBase64Url('["t1","s1"]')],
    ['no secretId', encodeBase64Url('{"publicId":"t1"}')],
    ['an empty publicId', encodeBase64Url('{"publicId":"","secretId":"s1"}')],
    ['a numeric secretId', encodeBase64Url('{"publicId":"t1","secretId":1}')],
    ['an empty companyId', encodeBase64Url('{"publicId":"t1","secretId":"s1","companyId":""}')],
    ['bytes that are not UTF-8', '__79'],
  ])('gives undefined for %s', (_name, token) => {
    expect(decodeJumpStartToken(token)).toBeUndefined();
  });
});
