/**
 * RFC 6238 one-time passwords (HMAC-SHA1, 30-second steps, 6 digits) with Web Crypto, so the same code runs in the
 * browser worker and in Node. The secrets are RFC 4648 base32, as authenticator apps read them from `otpauth://` URIs.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_S = 30;
export const TOTP_DIGITS = 6;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Spaces, padding and case are forgiven, as apps do; null for any other character. */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

/** A new random secret of 20 bytes (160 bits, RFC 4226's recommendation): 32 base32 characters. */
export function newTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(20)));
}

/** RFC 4226 HOTP of one counter value. */
export async function hotp(key: Uint8Array, counter: number): Promise<string> {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const cryptoKey = await crypto.subtle.importKey('raw', key.slice(), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, message));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const view = new DataView(mac.buffer, offset, 4);
  const code = (view.getUint32(0) & 0x7fffffff) % 10 ** TOTP_DIGITS;
  return String(code).padStart(TOTP_DIGITS, '0');
}

/** The code of the step holding `at` (ms since the epoch). */
export async function totpAt(secret: string, at: number): Promise<string> {
  const key = base32Decode(secret);
  if (!key) throw new Error('Invalid base32 secret');
  return hotp(key, Math.floor(at / 1000 / TOTP_STEP_S));
}

/** Accepts the code of the current step or of one step either side (clocks drift, people type slowly). */
export async function totpMatches(secret: string, code: string, now = Date.now()): Promise<boolean> {
  if (!/^\d{6}$/.test(code.trim())) return false;
  const key = base32Decode(secret);
  if (!key) return false;
  const step = Math.floor(now / 1000 / TOTP_STEP_S);
  for (const drift of [0, -1, 1]) if ((await hotp(key, step + drift)) === code.trim()) return true;
  return false;
}
