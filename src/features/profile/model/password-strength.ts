/**
 * A light password strength estimate (no dictionary library): length and variety earn points; common passwords,
 * runs, sequences and the person's own name or e-mail address cost them. The form asks only for the platform's
 * minimum length; the score is advice.
 */

export const MIN_PASSWORD_LENGTH = 8;
export const GOOD_PASSWORD_LENGTH = 12;
export const LONG_PASSWORD_LENGTH = 16;

export type StrengthScore = 0 | 1 | 2 | 3 | 4;
export const STRENGTH_LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;
export type StrengthLevel = (typeof STRENGTH_LEVELS)[number];
export type StrengthHint = 'minLength' | 'longer' | 'variety' | 'common' | 'pattern' | 'personal';

export interface PasswordStrength {
  score: StrengthScore;
  level: StrengthLevel;
  hints: StrengthHint[];
}

/** Seen at the top of every leaked-password list; compared without case, digits and symbols stripped at the ends. */
const COMMON = new Set([
  'password',
  'passw0rd',
  'qwerty',
  'qwertyuiop',
  'azerty',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'login',
  'abc',
  'abcdef',
  'secret',
  'changeme',
  'trustno',
  'starwars',
  'wachtwoord',
  'passwort',
]);

const SEQUENCES = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

export function characterClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((pattern) => pattern.test(password)).length;
}

function isCommon(password: string): boolean {
  const core = password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');
  return COMMON.has(core) || /^\d+$/.test(password) || /^(.)\1*$/.test(password);
}

/** Three or more of one character in a row, or four steps of a keyboard or alphabet sequence (either direction). */
export function hasPattern(password: string): boolean {
  if (/(.)\1\1/.test(password)) return true;
  const lower = password.toLowerCase();
  for (let index = 0; index + 4 <= lower.length; index += 1) {
    const piece = lower.slice(index, index + 4);
    const reversed = [...piece].reverse().join('');
    if (SEQUENCES.some((sequence) => sequence.includes(piece) || sequence.includes(reversed))) return true;
  }
  return false;
}

/** Parts of the name and of the e-mail address's local part, three letters or more. */
export function personalWords(...texts: (string | null | undefined)[]): string[] {
  return texts
    .flatMap(
      (text) =>
        (text ?? '')
          .toLowerCase()
          .split('@')[0]
          ?.split(/[^\p{L}\p{N}]+/u) ?? [],
    )
    .filter((word) => word.length >= 3);
}

export function passwordStrength(password: string, personal: readonly string[] = []): PasswordStrength {
  if (password === '') return { score: 0, level: 'veryWeak', hints: [] };
  const hints: StrengthHint[] = [];
  const length = [...password].length;
  const classes = characterClasses(password);
  let points = 0;
  if (length >= MIN_PASSWORD_LENGTH) points += 1;
  if (length >= GOOD_PASSWORD_LENGTH) points += 1;
  if (length >= LONG_PASSWORD_LENGTH) points += 1;
  if (classes >= 3) points += 1;
  if (classes === 4) points += 1;

  if (length < MIN_PASSWORD_LENGTH) hints.push('minLength');
  else if (length < GOOD_PASSWORD_LENGTH) hints.push('longer');
  if (classes < 3) hints.push('variety');
  const common = isCommon(password);
  if (common) hints.push('common');
  if (hasPattern(password)) {
    hints.push('pattern');
    points -= 1;
  }
  const lower = password.toLowerCase();
  if (personal.some((word) => lower.includes(word.toLowerCase()))) {
    hints.push('personal');
    points -= 1;
  }
  // Too short, common, or of one kind of character: weak whatever else it has.
  if (length < MIN_PASSWORD_LENGTH || common || classes === 1) points = Math.min(points, 1);
  const score = Math.max(0, Math.min(4, points)) as StrengthScore;
  return { score, level: STRENGTH_LEVELS[score], hints };
}
