import { onTestFinished, vi } from 'vitest';

/** A file the page handed the browser to save: the link's `download` name, the content, and the content's type. */
export interface SavedFile {
  name: string;
  blob: Blob;
  type: string;
}

// Taken when the module loads, before a test can fake the clock: the restore below waits on the real one.
const realSetTimeout = globalThis.setTimeout;

/**
 * Records the files `saveFile` (src/lib/download.ts) hands the browser during the current test, without replacing the
 * module (a `vi.mock` would need a module graph of its own, the `dom-isolated` project): `URL.createObjectURL` and
 * `revokeObjectURL` are stubbed (plain jsdom has neither; the stub also tells which Blob a link points at) and a click on
 * a link with a `download` attribute records the file instead of navigating. Call it inside the test; everything is put
 * back when the test finishes, or earlier with `restore()`. The file's text: `await files[0]?.blob.text()`.
 */
export function recordDownloads(): { files: SavedFile[]; restore: () => Promise<void> } {
  const files: SavedFile[] = [];
  const live = new Map<string, Blob>();
  let made = 0;
  const own = (name: 'createObjectURL' | 'revokeObjectURL') => Object.getOwnPropertyDescriptor(URL, name);
  const originals = { createObjectURL: own('createObjectURL'), revokeObjectURL: own('revokeObjectURL') };
  const stub = (name: keyof typeof originals, value: unknown) =>
    Object.defineProperty(URL, name, { value, configurable: true, writable: true });
  stub('createObjectURL', (blob: Blob) => {
    made += 1;
    const url = `blob:http://localhost/download-${made}`;
    live.set(url, blob);
    return url;
  });
  stub('revokeObjectURL', (url: string) => void live.delete(url));

  // The spy sits on the anchors' prototype; HTMLElement's click is the one every other link keeps. A download link is
  // not clicked through: jsdom would try to navigate to its address.
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (!this.hasAttribute('download')) return HTMLElement.prototype.click.call(this);
    const href = this.getAttribute('href') ?? '';
    const blob = live.get(href);
    if (!blob)
      throw new Error(
        `recordDownloads: the download link of “${this.download}” points at ${href}, not an object URL made for it`,
      );
    files.push({ name: this.download, blob, type: blob.type });
  });

  let restored = false;
  const restore = async () => {
    if (restored) return;
    restored = true;
    click.mockRestore();
    // saveFile revokes its URL on a timer after the click: give that a few turns, so it does not run after the stub is gone.
    for (let turn = 0; live.size > 0 && turn < 5; turn += 1) await new Promise((resolve) => realSetTimeout(resolve, 0));
    for (const [name, descriptor] of Object.entries(originals)) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  };
  onTestFinished(restore);
  return { files, restore };
}
