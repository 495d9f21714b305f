/** The two lines of a service in a device's list: its name, and under it what kind of service it is. */
export interface ServiceLabel {
  primary: string;
  /** The kind, left out when the name already says it: a VPN named "VPN" reads "VPN" once, not "VPN / VPN". */
  secondary: string | undefined;
}

const sameWords = (a: string, b: string): boolean => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** `name` is the server's own (null when the platform sent none); `kind` the portal's word for its service group. */
export function serviceLabel(name: string | null | undefined, kind: string, fallback: string): ServiceLabel {
  const primary = name?.trim() ? name : fallback;
  return { primary, secondary: sameWords(primary, kind) ? undefined : kind };
}
