/**
 * Whether an admin-written pattern (a custom field's `regex`) may run on what someone types. JavaScript's regular
 * expressions backtrack: a pattern such as `(a+)+$` takes seconds, then minutes, on 25, then 30 characters that nearly
 * match, and a keystroke check runs on the main thread, so one such field would freeze the tab of everyone who edits it.
 * Nothing can stop a running match, so patterns are judged before they run, conservatively (a safe pattern may be
 * refused, an unsafe one never passes):
 *
 * - **Shape.** Refused: a back-reference (`\1`, `\k<name>`; no shape rule bounds them), and a repeated group (`*`, `+`,
 *   `{n,}`, `{n,m}` with m > 1) whose repetitions can divide the same text in more than one way: one that holds a
 *   quantifier that varies (`(a+)+`, `(a*)*`, `(.*a){3}`) or alternatives that can start alike (`(a|a)*`, `(a|ab)+`).
 *   Allowed are repeated groups of a fixed shape with alternatives starting with different characters (`(ab|cd)+`,
 *   `([0-9]{3})+`), and repetitions each started by a character nothing else inside them matches, with at most one
 *   varying quantifier each (`(,[0-9]+)*`, `(\.\w+)*`, `(-[a-z]+)*`): where one repetition ends is then never in doubt.
 * - **Cost.** What remains is polynomial: `a*a*a*b` tries every way of sharing the text between its quantifiers. Its
 *   worst case is estimated from the value's length (start positions, the ways to share the length between the
 *   open-ended quantifiers, the spans of the bounded ones, the choices of the alternatives) and must stay within
 *   `STEP_BUDGET`, a few milliseconds of matching.
 */

interface Quantifier {
  min: number;
  max: number;
}

type Atom =
  | { kind: 'char'; char: string; source: string }
  | { kind: 'set'; source: string }
  | { kind: 'assertion' }
  | { kind: 'backreference' }
  | { kind: 'group'; alternatives: Term[][] };

interface Term {
  atom: Atom;
  quantifier: Quantifier | null;
}

/** Why a pattern is not run on a keystroke; null when it is. */
export type PatternRisk = 'backreference' | 'nested' | 'complex';

/**
 * The estimated worst-case matching steps allowed per check. The estimate counts every way to share the text, which a
 * match reaches only on its worst input; V8 runs a pattern's first matches in its interpreter, some 10^7 steps a
 * second. Measured on the worst inputs of patterns at this budget (`a*a*a*b`, `a{0,50}a{0,50}b`, `(a|b)*c`): 5 to
 * 40 ms for a keystroke, where one of `(a+)+$` on 30 characters takes minutes.
 */
export const STEP_BUDGET = 1_000_000;

/**
 * The value length an acceptable pattern must be checkable at within the budget: one whose cost leaves only values
 * shorter than this checked (six open-ended quantifiers, say) is refused when the admin writes it.
 */
export const CHECKED_LENGTH_FLOOR = 32;

class PatternSyntaxError extends Error {}

const SYNTAX_CHARACTERS = /[\^$\\.*+?()[\]{}|/]/;
const CONTROL_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };

/** A reading of the pattern into terms, lenient where JavaScript is (a `{` that is no quantifier is a character). */
class Parser {
  private index = 0;

  constructor(private readonly source: string) {}

  parse(): Term[][] {
    const alternatives = this.alternatives();
    if (this.index < this.source.length) throw new PatternSyntaxError('unbalanced )');
    return alternatives;
  }

  private peek(offset = 0): string | undefined {
    return this.source[this.index + offset];
  }

  private alternatives(): Term[][] {
    const alternatives: Term[][] = [[]];
    while (this.index < this.source.length && this.peek() !== ')') {
      if (this.peek() === '|') {
        this.index += 1;
        alternatives.push([]);
        continue;
      }
      const atom = this.atom();
      alternatives[alternatives.length - 1]?.push({ atom, quantifier: this.quantifier() });
    }
    return alternatives;
  }

  private atom(): Atom {
    const start = this.index;
    switch (this.peek()) {
      case '(':
        return this.group();
      case '[':
        this.skipClass();
        return { kind: 'set', source: this.source.slice(start, this.index) };
      case '\\':
        return this.escape();
      case '.':
        this.index += 1;
        return { kind: 'set', source: '.' };
      case '^':
      case '$':
        this.index += 1;
        return { kind: 'assertion' };
      default: {
        const char = String.fromCodePoint(this.source.codePointAt(this.index) ?? 0);
        this.index += char.length;
        return { kind: 'char', char, source: SYNTAX_CHARACTERS.test(char) ? `\\${char}` : char };
      }
    }
  }

  private group(): Atom {
    this.index += 1;
    if (this.peek() === '?') {
      const rest = this.source.slice(this.index);
      const opening = /^\?(?::|=|!|<=|<!|<[^>]+>|[a-zA-Z-]*:)/.exec(rest);
      if (!opening) throw new PatternSyntaxError('unknown group');
      this.index += opening[0].length;
    }
    const alternatives = this.alternatives();
    if (this.peek() !== ')') throw new PatternSyntaxError('unclosed group');
    this.index += 1;
    return { kind: 'group', alternatives };
  }

  private skipClass(): void {
    this.index += 1;
    if (this.peek() === '^') this.index += 1;
    while (this.index < this.source.length) {
      const char = this.peek();
      if (char === '\\') this.index += 2;
      else if (char === ']') {
        this.index += 1;
        return;
      } else this.index += 1;
    }
    throw new PatternSyntaxError('unclosed class');
  }

  private escape(): Atom {
    const start = this.index;
    this.index += 1;
    const char = this.peek();
    if (char === undefined) throw new PatternSyntaxError('trailing backslash');
    const rest = this.source.slice(this.index);
    const literal = (value: string, length: number): Atom => {
      this.index += length;
      return { kind: 'char', char: value, source: this.source.slice(start, this.index) };
    };
    if (/[1-9]/.test(char)) {
      this.index += /^\d+/.exec(rest)?.[0].length ?? 1;
      return { kind: 'backreference' };
    }
    if (char === 'k' && this.peek(1) === '<') {
      const end = this.source.indexOf('>', this.index);
      this.index = end === -1 ? this.source.length : end + 1;
      return { kind: 'backreference' };
    }
    if (/[dDwWsS]/.test(char)) {
      this.index += 1;
      return { kind: 'set', source: this.source.slice(start, this.index) };
    }
    if ((char === 'p' || char === 'P') && this.peek(1) === '{') {
      const end = this.source.indexOf('}', this.index);
      if (end === -1) throw new PatternSyntaxError('unclosed property');
      this.index = end + 1;
      return { kind: 'set', source: this.source.slice(start, this.index) };
    }
    if (char === 'b' || char === 'B') {
      this.index += 1;
      return { kind: 'assertion' };
    }
    const braced = /^u\{([0-9a-fA-F]+)\}/.exec(rest);
    if (braced)
      return literal(String.fromCodePoint(Math.min(parseInt(braced[1] ?? '0', 16), 0x10ffff)), braced[0].length);
    const hex = /^(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2}))/.exec(rest);
    if (hex) return literal(String.fromCharCode(parseInt(hex[1] ?? hex[2] ?? '0', 16)), hex[0].length);
    const control = /^c([a-zA-Z])/.exec(rest);
    if (control) return literal(String.fromCharCode((control[1] ?? 'a').charCodeAt(0) % 32), 2);
    if (char === '0') return literal('\0', 1);
    const controlChar = CONTROL_ESCAPES[char];
    if (controlChar !== undefined) return literal(controlChar, 1);
    const identity = String.fromCodePoint(this.source.codePointAt(this.index) ?? 0);
    return literal(identity, identity.length);
  }

  private quantifier(): Quantifier | null {
    let quantifier: Quantifier | null = null;
    const char = this.peek();
    if (char === '*') quantifier = { min: 0, max: Infinity };
    else if (char === '+') quantifier = { min: 1, max: Infinity };
    else if (char === '?') quantifier = { min: 0, max: 1 };
    if (quantifier) this.index += 1;
    else if (char === '{') {
      const counted = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.index));
      if (!counted) return null;
      const min = Number(counted[1]);
      quantifier = { min, max: counted[2] === undefined ? min : counted[3] ? Number(counted[3]) : Infinity };
      this.index += counted[0].length;
    } else return null;
    // A lazy quantifier (`*?`) tries the same ways in another order: the same cost.
    if (this.peek() === '?') this.index += 1;
    return quantifier;
  }
}

const isVariable = (quantifier: Quantifier | null): boolean => quantifier !== null && quantifier.min !== quantifier.max;
const repeats = (quantifier: Quantifier | null): boolean => quantifier !== null && quantifier.max > 1;

/** Whether an atom can match the character, by its own source; when that cannot be told, yes (the safe answer). */
function canMatch(atom: Atom, char: string): boolean {
  if (atom.kind === 'char') return atom.char.toLowerCase() === char.toLowerCase();
  if (atom.kind !== 'set') return atom.kind !== 'assertion';
  for (const flags of ['u', '']) {
    try {
      const test = new RegExp(`^(?:${atom.source})$`, flags);
      return test.test(char) || test.test(char.toLowerCase()) || test.test(char.toUpperCase());
    } catch {
      // Not in this mode: try the other, else assume it matches.
    }
  }
  return true;
}

/** The first character of each alternative when every one starts with a plain, required character, all different. */
function distinctLeads(alternatives: Term[][]): string[] | null {
  const leads: string[] = [];
  for (const sequence of alternatives) {
    const first = sequence[0];
    if (
      !first ||
      first.atom.kind !== 'char' ||
      isVariable(first.quantifier) ||
      (first.quantifier !== null && first.quantifier.min === 0)
    )
      return null;
    const lead = first.atom.char.toLowerCase();
    if (leads.includes(lead)) return null;
    leads.push(lead);
  }
  return leads;
}

/** No varying quantifier anywhere inside, and every choice of alternatives told apart by its first character. */
function fixedAndUnambiguous(alternatives: Term[][]): boolean {
  if (alternatives.length > 1 && distinctLeads(alternatives) === null) return false;
  return alternatives.every((sequence) =>
    sequence.every(
      (term) =>
        !isVariable(term.quantifier) &&
        term.atom.kind !== 'backreference' &&
        (term.atom.kind !== 'group' || fixedAndUnambiguous(term.atom.alternatives)),
    ),
  );
}

/**
 * Repetitions each started by their own character (`(,[0-9]+)*`): every alternative starts with a distinct plain
 * character that nothing after it in any alternative can match, holds no group, and has at most one varying quantifier.
 * Where one repetition ends is then where the next lead character is, and inside it the split is fixed by its length.
 */
function separatedRepetition(alternatives: Term[][]): boolean {
  const leads = distinctLeads(alternatives);
  if (!leads) return false;
  return alternatives.every((sequence) => {
    const rest = sequence.slice(1);
    if (rest.filter((term) => isVariable(term.quantifier)).length > 1) return false;
    return rest.every(
      (term) =>
        (term.atom.kind === 'char' || term.atom.kind === 'set' || term.atom.kind === 'assertion') &&
        leads.every((lead) => !canMatch(term.atom, lead)),
    );
  });
}

function shapeRisk(alternatives: Term[][]): PatternRisk | null {
  for (const sequence of alternatives) {
    for (const term of sequence) {
      if (term.atom.kind === 'backreference') return 'backreference';
      if (term.atom.kind !== 'group') continue;
      const inner = shapeRisk(term.atom.alternatives);
      if (inner) return inner;
      if (
        repeats(term.quantifier) &&
        !fixedAndUnambiguous(term.atom.alternatives) &&
        !separatedRepetition(term.atom.alternatives)
      )
        return 'nested';
    }
  }
  return null;
}

interface CostParts {
  /** Quantifiers with no upper bound: their lengths share the text. */
  openEnded: number;
  /** The spans of the bounded varying quantifiers and the alternatives' choices, multiplied. */
  choices: number;
}

function costParts(alternatives: Term[][], length: number): CostParts {
  const parts: CostParts = { openEnded: 0, choices: alternatives.length };
  for (const sequence of alternatives) {
    for (const term of sequence) {
      const { quantifier } = term;
      if (quantifier && quantifier.max === Infinity) parts.openEnded += 1;
      else if (isVariable(quantifier) && quantifier)
        parts.choices *= Math.min(quantifier.max, length) - Math.min(quantifier.min, length) + 1;
      // A repeated group that passed the shape rules has its inside fixed by where its repetitions end: only its own
      // quantifier is a choice. Any other group's quantifiers and alternatives add theirs.
      if (term.atom.kind === 'group' && !repeats(quantifier)) {
        const inner = costParts(term.atom.alternatives, length);
        parts.openEnded += inner.openEnded;
        parts.choices *= inner.choices;
      }
    }
  }
  return parts;
}

/** The ways to share up to `length` characters between `k` open-ended quantifiers: C(length + k, k). */
function sharings(length: number, k: number): number {
  let ways = 1;
  for (let i = 1; i <= k; i += 1) ways = (ways * (length + i)) / i;
  return ways;
}

const anchoredAtStart = (alternatives: Term[][]): boolean =>
  alternatives.every((sequence) => sequence[0]?.atom.kind === 'assertion');

/** The estimated worst-case steps of one match of the pattern on a text of `length` characters. */
function estimatedSteps(alternatives: Term[][], length: number): number {
  const { openEnded, choices } = costParts(alternatives, length);
  // A pattern not anchored with ^ is tried from every position of the text.
  const starts = anchoredAtStart(alternatives) ? 1 : length + 1;
  return starts * sharings(length, openEnded) * choices;
}

interface Analysis {
  terms: Term[][] | null;
  shape: PatternRisk | null;
}

const analyses = new Map<string, Analysis>();

/** The pattern read once (a keystroke check asks again with each character typed). */
function analyse(source: string): Analysis {
  let analysis = analyses.get(source);
  if (!analysis) {
    let terms: Term[][] | null;
    try {
      terms = new Parser(source).parse();
    } catch {
      terms = null;
    }
    analysis = { terms, shape: terms ? shapeRisk(terms) : 'complex' };
    analyses.set(source, analysis);
  }
  return analysis;
}

/**
 * Why the pattern is not fit to check values as they are typed, or null: for the admin writing it. Beyond its shape,
 * a pattern must be checkable on values of `CHECKED_LENGTH_FLOOR` characters.
 */
export function patternRisk(source: string): PatternRisk | null {
  const { terms, shape } = analyse(source);
  if (shape || !terms) return shape ?? 'complex';
  return estimatedSteps(terms, CHECKED_LENGTH_FLOOR) > STEP_BUDGET ? 'complex' : null;
}

/** Whether the pattern may run on a value of this many characters (UTF-16 units, as the engine counts). */
export function canCheckPattern(source: string, length: number): boolean {
  const { terms, shape } = analyse(source);
  return shape === null && terms !== null && estimatedSteps(terms, length) <= STEP_BUDGET;
}
