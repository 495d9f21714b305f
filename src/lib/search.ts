/** Letters that carry no combining mark to strip (ł, ø, ß …): what a person types for them on a plain keyboard. */
const PLAIN_LETTERS: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const MARKS = /\p{M}/gu;
const PLAIN = /[łøæœßđðþı]/g;

/** Text as a search compares it: lower case, without diacritics (é → e, Ł → l, ß → ss), spaces collapsed. */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(PLAIN, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `text` contains what was searched, ignoring case and diacritics. An empty search matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  const wanted = foldForSearch(query);
  return wanted === '' || foldForSearch(text).includes(wanted);
}
