// zod/mini: the sign-in page's bundle does not carry the whole classic API.
import * as z from 'zod/mini';

/** The connector's discovery document: `{ type: 'Discovery', data: [{ rel, href }] }`. */
export const connectorDiscoverySchema = z.object({
  data: z.array(z.object({ rel: z.string(), href: z.string() })),
});

export interface ConnectorLinks {
  connect: string;
  disconnect: string;
  status: string;
  statusWebSocket: string;
}

const stepStatusSchema = z.union([z.string(), z.object({ message: z.optional(z.string()), code: z.number() })]);
export const stepSchema = z.object({ name: z.string(), status: stepStatusSchema });
export type ConnectorStep = z.infer<typeof stepSchema>;

/** `GET Status` and every web socket message. */
export const clientStatusSchema = z.object({
  status: z.enum(['idle', 'connecting', 'connected']),
  activeRequest: z.optional(z.union([z.looseObject({ agentId: z.string() }), z.literal(''), z.null()])),
  version: z.nullish(z.string()),
  steps: z.nullish(z.array(stepSchema)),
});
export type ClientStatusMessage = z.infer<typeof clientStatusSchema>;

export type ClientStatusValue = ClientStatusMessage['status'];

/** What the app keeps of a status message. */
export interface ClientStatus {
  status: ClientStatusValue;
  /** The agent of the active request, or null when there is none. */
  agentId: string | null;
  version: string | null;
  steps: ConnectorStep[];
}

export const IDLE_CLIENT_STATUS: ClientStatus = { status: 'idle', agentId: null, version: null, steps: [] };

export function toClientStatus(message: ClientStatusMessage): ClientStatus {
  const agentId = typeof message.activeRequest === 'object' && message.activeRequest !== null ? message.activeRequest.agentId : null;
  return { status: message.status, agentId, version: message.version ?? null, steps: message.steps ?? [] };
}

/** found: talking to it; missing: no answer at its base; lost: it answered but the status stream dropped; blocked: the browser denied access. */
export type ConnectorStatus = 'unknown' | 'found' | 'missing' | 'lost' | 'blocked';

export type ForcedProtocol = 'tcp4' | 'tcp6';

/** The VPN release manifest at the branding's glbVpnClientReleaseNotesUrl. */
export const releaseManifestSchema = z.object({
  releases: z._default(z.array(z.object({ os: z.string(), latestVersion: z.string(), downloadUrl: z.string() })), []),
  releaseNotes: z._default(
    z.array(z.object({ version: z.string(), type: z.optional(z.string()), date: z.optional(z.string()), body: z.optional(z.string()) })),
    [],
  ),
});
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;
export type ReleaseInfo = ReleaseManifest['releases'][number];
export type ReleaseNote = ReleaseManifest['releaseNotes'][number];
