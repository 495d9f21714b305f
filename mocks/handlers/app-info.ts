import { http, HttpResponse, passthrough } from 'msw';

const STORAGE_KEY = 'mock.deployed-version';

function tabStorage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

let deployedVersion: string | null = tabStorage()?.getItem(STORAGE_KEY) ?? null;

/** Pretends a new build was deployed: /info.json answers this version (null: the real file again). */
export function setDeployedVersion(version: string | null): void {
  deployedVersion = version;
  if (version === null) tabStorage()?.removeItem(STORAGE_KEY);
  else tabStorage()?.setItem(STORAGE_KEY, version);
}

export const appInfoHandler = http.get('*/info.json', () =>
  deployedVersion === null ? passthrough() : HttpResponse.json({ version: deployedVersion }),
);
