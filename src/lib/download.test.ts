// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './download';

describe('saveFile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a download link named as asked with the content, then revokes its URL', async () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:file-1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ name: this.download, href: this.getAttribute('href') ?? '' });
    });

    saveFile('cloud-function.log', 'line 1\n');

    expect(clicks).toEqual([{ name: 'cloud-function.log', href: 'blob:file-1' }]);
    expect(await created[0]?.text()).toBe('line 1\n');
    expect(created[0]?.type).toBe('text/plain');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:file-1');
    vi.useRealTimers();
  });
});
