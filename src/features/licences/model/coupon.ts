/** A coupon code: three letters, three digits, three letters, three digits, e.g. `BCD-123-FGH-456`. */
export const COUPON_PATTERN = /^[A-Z]{3}-\d{3}-[A-Z]{3}-\d{3}$/;

/** What the person typed as the platform reads it: surrounding spaces dropped, letters upper-cased. */
export const normaliseCoupon = (text: string): string => text.trim().toUpperCase();

export const isCouponCode = (text: string): boolean => COUPON_PATTERN.test(normaliseCoupon(text));

export interface CouponEntry {
  /** The normalised code. */
  code: string;
  /** Why it cannot be sent: not in the coupon format, or the same code given earlier. */
  problem: 'format' | 'duplicate' | null;
}

/** Codes typed one per line (or separated by commas or spaces), each normalised and checked before anything is sent. */
export function parseCouponCodes(text: string): CouponEntry[] {
  const codes = text
    .split(/[\s,;]+/)
    .map(normaliseCoupon)
    .filter(Boolean);
  return codes.map((code, index) => ({
    code,
    problem: !COUPON_PATTERN.test(code) ? 'format' : codes.indexOf(code) !== index ? 'duplicate' : null,
  }));
}
