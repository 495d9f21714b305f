import * as v from '../lib/validate';
import { requestRaw } from './raw-http';

const appInfoSchema = v.object({ version: v.string({ minLength: 1 }) });

/** The version of the app deployed on this origin (`/info.json`), never cached. No credentials are sent. */
export async function fetchDeployedVersion(request: typeof requestRaw = requestRaw): Promise<string> {
  const response = await request({ url: new URL(`/info.json?t=${Date.now()}`, location.origin).href });
  if (!response.ok) throw new Error(`info.json answered ${response.status}`);
  return appInfoSchema.parse(response.body).version;
}
