import type { CSSProperties } from 'react';

/** Whole words: inside a cell that may break anywhere, the address still breaks only where it is marked. */
const KEEP_WORDS: CSSProperties = { overflowWrap: 'break-word' };

/**
 * An e-mail address that, short of room, breaks after its "@" (or inside a part only when that part alone does not
 * fit), never as "name@exam ple.com". Its text stays the address itself.
 */
export function emailText(address: string) {
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return address;
  return (
    <span style={KEEP_WORDS}>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}
