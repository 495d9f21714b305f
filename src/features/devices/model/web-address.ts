/** The address WebAccess answered, when it is one a browser tab may open (http or https); else null. */
export function webAddress(url: string, base: string): string | null {
  try {
    const address = new URL(url, base);
    return address.protocol === 'https:' || address.protocol === 'http:' ? address.href : null;
  } catch {
    return null;
  }
}
