// @vitest-environment jsdom
import { readTextFile } from './read-text-file';

/** A File whose reads fail as the browser's do when the file went away after it was chosen. */
function failingFile(text = 'key,en'): File {
  const file = new File([text], 'gone.csv', { type: 'text/csv' });
  Object.defineProperty(file, 'text', {
    value: () => Promise.reject(new DOMException('The file could not be read.', 'NotReadableError')),
  });
  return file;
}

describe('readTextFile', () => {
  it('reads a file up to the limit, the limit itself included', async () => {
    expect(await readTextFile(new File(['Größe'], 'a.csv'), 100)).toEqual({ ok: true, text: 'Größe' });
    expect(await readTextFile(new File(['12345'], 'a.csv'), 5)).toEqual({ ok: true, text: '12345' });
  });

  it('refuses a file over the limit without reading it', async () => {
    const file = new File(['123456'], 'big.csv');
    const text = vi.spyOn(file, 'text');
    expect(await readTextFile(file, 5)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(text).not.toHaveBeenCalled();
  });

  it('counts bytes, not characters', async () => {
    // Three characters, six bytes in UTF-8.
    expect(await readTextFile(new File(['äää'], 'a.csv'), 5)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(await readTextFile(new File(['äää'], 'a.csv'), 6)).toEqual({ ok: true, text: 'äää' });
  });

  it('answers readFailed, never a rejection, when the read fails', async () => {
    await expect(readTextFile(failingFile(), 1000)).resolves.toEqual({ ok: false, problem: 'readFailed' });
  });

  describe('where Blob.text is missing (FileReader)', () => {
    const blobOf = (file: File): Blob => {
      Object.defineProperty(file, 'text', { value: undefined });
      return file;
    };

    it('reads the text', async () => {
      expect(await readTextFile(blobOf(new File(['Größe'], 'a.csv')), 100)).toEqual({ ok: true, text: 'Größe' });
    });

    it('answers readFailed when FileReader fails', async () => {
      const readAsText = vi.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function (this: FileReader) {
        this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
      });
      expect(await readTextFile(blobOf(new File(['x'], 'a.csv')), 100)).toEqual({ ok: false, problem: 'readFailed' });
      expect(readAsText).toHaveBeenCalledTimes(1);
    });
  });
});
