import { http, HttpResponse, ws, type HttpHandler, type WebSocketHandler } from 'msw';
import { getDb } from '../db/store';
import { isLive } from '../handlers/session';
import { mockConnectorCore } from './connector';
import { RELEASE_MANIFEST } from './release-manifest';
import { answersHttp, statusMessage } from './state';

/** The mock VPN client at its own origins (the default port and the alternative one), over HTTP and WebSocket. */
export const CONNECTOR_PORTS = ['9250', '5789'] as const;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'Api-Version, Api-Access-Token, Api-Sector, VPN-Client-Controller-Identifier, Content-Type',
};

const json = (body: unknown, status = 200) =>
  HttpResponse.json(body as Record<string, unknown>, { status, headers: CORS });
const failure = (status: number, message: string) =>
  json({ type: 'Error', data: [{ message }], moreAfter: null, status: 'error' }, status);
const unreachable = () => HttpResponse.error();

const CONNECTOR_HEADERS = [
  'api-version',
  'api-access-token',
  'api-sector',
  'vpn-client-controller-identifier',
  'authorization',
];

async function record(request: Request): Promise<void> {
  const headers: Record<string, string> = {};
  for (const name of CONNECTOR_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const text = request.method === 'POST' ? await request.clone().text() : '';
  let body: unknown = undefined;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = text;
  }
  mockConnectorCore.record({ method: request.method, path: new URL(request.url).pathname, headers, body });
}

/** The connector checks the command headers and the platform token it is given (never a bearer). */
function commandError(request: Request): Response | null {
  if (request.headers.get('Api-Version') !== '2') return failure(400, 'Api-Version 2 required');
  if (request.headers.get('Authorization')) return failure(400, 'The VPN client takes no Authorization header');
  const token = request.headers.get('Api-Access-Token') ?? '';
  if (!request.headers.get('Api-Sector') || !request.headers.get('VPN-Client-Controller-Identifier'))
    return failure(400, 'Required header missing');
  const live = getDb().tokens.some((t) => t.secretId === token && isLive(t.expiresOn));
  return live ? null : failure(401, 'Access token not accepted');
}

function httpHandlersFor(port: string): HttpHandler[] {
  const base = `https://localhost:${port}`;
  const guard = async (request: Request, answer: () => Response | Promise<Response>): Promise<Response> => {
    if (!answersHttp(mockConnectorCore.state.mode)) return unreachable();
    await record(request);
    return answer();
  };
  return [
    http.options(`${base}/*`, () => new HttpResponse(null, { status: 204, headers: CORS })),
    http.get(`${base}/`, ({ request }) =>
      guard(request, () =>
        json({
          type: 'Discovery',
          data: [
            { rel: 'Connect', href: `${base}/connect` },
            { rel: 'Disconnect', href: `${base}/disconnect` },
            { rel: 'Status', href: `${base}/status` },
            { rel: 'StatusWebSocket', href: `wss://localhost:${port}/` },
          ],
        }),
      ),
    ),
    http.get(`${base}/status`, ({ request }) => guard(request, () => json(statusMessage(mockConnectorCore.state)))),
    http.post(`${base}/connect`, ({ request }) =>
      guard(request, async () => {
        const error = commandError(request);
        if (error) return error;
        const body = (await request.json().catch(() => null)) as { agentId?: unknown; companyId?: unknown } | null;
        if (typeof body?.agentId !== 'string' || typeof body.companyId !== 'string')
          return failure(400, 'agentId and companyId are required');
        mockConnectorCore.connect(body.agentId);
        return json({ type: 'Connect', data: statusMessage(mockConnectorCore.state) });
      }),
    ),
    http.post(`${base}/disconnect`, ({ request }) =>
      guard(request, () => {
        if (request.headers.get('Api-Version') !== '2') return failure(400, 'Api-Version 2 required');
        mockConnectorCore.disconnect();
        return json({ type: 'Disconnect', data: statusMessage(mockConnectorCore.state) });
      }),
    ),
  ];
}

function socketHandlerFor(port: string): WebSocketHandler {
  return ws.link(`wss://localhost:${port}`).addEventListener('connection', ({ client }) => {
    const socket = { send: (data: string) => client.send(data), close: () => client.close() };
    client.addEventListener('close', () => mockConnectorCore.removeSocket(socket));
    mockConnectorCore.addSocket(socket);
  });
}

/** The VPN release manifest the seeded branding points at (`glbVpnClientReleaseNotesUrl`). */
const releaseManifestHandler = http.get('*/vpn-client/releases.json', () => json(RELEASE_MANIFEST));

export const connectorHandlers: Array<HttpHandler | WebSocketHandler> = [
  ...CONNECTOR_PORTS.flatMap(httpHandlersFor),
  ...CONNECTOR_PORTS.map(socketHandlerFor),
  releaseManifestHandler,
];
