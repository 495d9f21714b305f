import * as v from '@/lib/validate';

/** The connector's discovery document: `{ type: 'Discovery', data: [{ rel, href }] }`. */
export const connectorDiscoverySchema = v.object({
  data: v.array(v.object({ rel: v.string(), href: v.string() })),
});

export interface ConnectorLinks {
  connect: string;
  disconnect: string;
  status: string;
  statusWebSocket: string;
}

const stepStatusSchema = v.union([v.string(), v.object({ message: v.optional(v.string()), code: v.number() })]);
export const stepSchema = v.object({ name: v.string(), status: stepStatusSchema });
export type ConnectorStep = v.Infer<typeof stepSchema>;

/** `GET Status` and every web socket message. */
export const clientStatusSchema = v.object({
  status: v.literal('idle', 'connecting', 'connected'),
  activeRequest: v.optional(v.union([v.looseObject({ agentId: v.string() }), v.literal(''), v.literal(null)])),
  version: v.nullish(v.string()),
  steps: v.nullish(v.array(stepSchema)),
});
export type ClientStatusMessage = v.Infer<typeof clientStatusSchema>;

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
  const agentId =
    typeof message.activeRequest === 'object' && message.activeRequest !== null ? message.activeRequest.agentId : null;
  return { status: message.status, agentId, version: message.version ?? null, steps: message.steps ?? [] };
}

/** found: talking to it; missing: no answer at its base; lost: it answered but the status stream dropped; blocked: the browser denied access. */
export type ConnectorStatus = 'unknown' | 'found' | 'missing' | 'lost' | 'blocked';

export type ForcedProtocol = 'tcp4' | 'tcp6';

/** The VPN release manifest at the branding's glbVpnClientReleaseNotesUrl. */
export const releaseManifestSchema = v.object({
  releases: v.withDefault(
    v.array(v.object({ os: v.string(), latestVersion: v.string(), downloadUrl: v.string() })),
    [],
  ),
  releaseNotes: v.withDefault(
    v.array(
      v.object({
        version: v.string(),
        type: v.optional(v.string()),
        date: v.optional(v.string()),
        body: v.optional(v.string()),
      }),
    ),
    [],
  ),
});
export type ReleaseManifest = v.Infer<typeof releaseManifestSchema>;
export type ReleaseInfo = ReleaseManifest['releases'][number];
export type ReleaseNote = ReleaseManifest['releaseNotes'][number];
