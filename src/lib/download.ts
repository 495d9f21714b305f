/** Hands the browser a file to save, as a link click would: `content` is the file's text or bytes. */
export function saveFile(name: string, content: Blob | string, type = 'text/plain'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has the URL it needs.
  setTimeout(() => URL.revokeObjectURL(url));
}
