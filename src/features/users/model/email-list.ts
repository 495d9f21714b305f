/** InviteList POST: an address holds 6 to 254 characters (docs/API.md). */
export const EMAIL_MIN_LENGTH = 6;
export const EMAIL_MAX_LENGTH = 254;

/** One local part, an @, and a domain of dot-separated labels (no spaces, no second @). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type EmailProblem = 'TOO_SHORT' | 'TOO_LONG' | 'INVALID' | 'DUPLICATE';

export interface ParsedEmail {
  address: string;
  problem?: EmailProblem;
}

/** Addresses as people type or paste them: separated by commas, semicolons, spaces or new lines. */
export function splitEmailList(text: string): string[] {
  return text.split(/[\s,;]+/).filter((part) => part !== '');
}

export function emailProblem(address: string): Exclude<EmailProblem, 'DUPLICATE'> | undefined {
  if (address.length < EMAIL_MIN_LENGTH) return 'TOO_SHORT';
  if (address.length > EMAIL_MAX_LENGTH) return 'TOO_LONG';
  return EMAIL.test(address) ? undefined : 'INVALID';
}

/** Each address with its first problem; a repeat of an earlier address (case-insensitive) is a duplicate. */
export function parseEmailList(text: string): ParsedEmail[] {
  const seen = new Set<string>();
  return splitEmailList(text).map((address) => {
    const key = address.toLowerCase();
    const problem = emailProblem(address) ?? (seen.has(key) ? 'DUPLICATE' : undefined);
    seen.add(key);
    return problem ? { address, problem } : { address };
  });
}
