/**
 * Why a chosen file's text could not be had: it is over the caller's limit (not read at all), or the browser could not
 * read it (moved, changed or locked since it was chosen, no permission, a network drive gone).
 */
export type TextFileProblem = 'tooLarge' | 'readFailed';

export type TextFileRead = { ok: true; text: string } | { ok: false; problem: TextFileProblem };

/** The text of a Blob: `Blob.text`, or FileReader where an older engine lacks it. */
function textOf(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/**
 * A chosen file's text (UTF-8), or why there is none. The size is checked first, so a file over `maxBytes` is never
 * read: the whole text would be held, then parsed, on the main thread. A failed read answers `readFailed` and never
 * rejects, so every caller has a message to show rather than an unhandled rejection.
 */
export async function readTextFile(file: Blob, maxBytes: number): Promise<TextFileRead> {
  if (file.size > maxBytes) return { ok: false, problem: 'tooLarge' };
  try {
    return { ok: true, text: await textOf(file) };
  } catch {
    return { ok: false, problem: 'readFailed' };
  }
}
