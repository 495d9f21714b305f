/**
 * Compares dotted version strings such as `1.9.2`, `2.0.0-rc1` or `1.10b2`. Each part is split into numeric and
 * alphabetic runs; a suffix ranks below any numeric part, and among suffixes rc > pre > beta (b) > alpha (a).
 * Returns a negative number when a < b, 0 when equal, positive when a > b.
 */
const SUFFIX_RANK: Readonly<Record<string, number>> = { rc: -1, pre: -2, beta: -3, b: -3, alpha: -4, a: -4 };
/** An unknown suffix ranks below alpha, still below every numeric part. */
const UNKNOWN_SUFFIX_RANK = -5;

type Token = number;

function tokenize(version: string): Token[] {
  const runs =
    version
      .trim()
      .toLowerCase()
      .replace(/^v/, '')
      .match(/\d+|[a-z]+/g) ?? [];
  return runs.map((run) => (/^\d/.test(run) ? Number(run) : (SUFFIX_RANK[run] ?? UNKNOWN_SUFFIX_RANK)));
}

export function compareVersions(a: string, b: string): number {
  const left = tokenize(a);
  const right = tokenize(b);
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    // A missing part counts as 0: 1.9 equals 1.9.0, and 1.9-rc1 (…, -1) is below 1.9 (…, 0).
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export function isVersionLower(installed: string, latest: string): boolean {
  return compareVersions(installed, latest) < 0;
}
