export interface Credentials {
  token?: string;
  /** ISO date after which the token must not be sent. */
  expiresOn?: string;
  companyId?: string;
}

type CredentialsSelector = (state: unknown) => Credentials;

let selectCredentials: CredentialsSelector = () => ({});

/** The store tells the wire where the session lives, so the api layer needs no feature import. */
export function registerCredentialsSelector(selector: CredentialsSelector): void {
  selectCredentials = selector;
}

export function readCredentials(state: unknown): Credentials {
  return selectCredentials(state);
}
