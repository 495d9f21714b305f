import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { securityHeaders } from '../../vite.config';
import { isUnderApi, minimalApiAnswer } from '../support/minimal-api';

/**
 * The production build served as deploy/nginx.conf serves it: static files, every unknown path answered by
 * index.html, the security headers of `vite preview` (vite.config.ts) and gzip for text. Under /api it answers the
 * minimal API (e2e/support/minimal-api.ts), so a build with `mock: false` shows its sign-in page as in production.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

export interface BenchServer {
  origin: string;
  close(): Promise<void>;
}

async function fileIn(root: string, pathname: string): Promise<string | undefined> {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  if (path !== root && !path.startsWith(`${root}${sep}`)) return undefined;
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? path : undefined;
}

function send(request: IncomingMessage, response: ServerResponse, status: number, type: string, body: Buffer): void {
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const payload = gzip ? gzipSync(body) : body;
  response.writeHead(status, {
    ...securityHeaders,
    'Content-Type': type,
    'Content-Length': payload.length,
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : payload);
}

export async function startBenchServer(options: { root: string; host: string; port: number }): Promise<BenchServer> {
  const root = resolve(options.root);
  const origin = `http://${options.host}:${options.port}`;
  const apiBase = `${origin}/api`;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      if (isUnderApi(url, apiBase)) {
        const answer = minimalApiAnswer(request.method ?? 'GET', url, apiBase);
        send(request, response, answer.status, CONTENT_TYPES['.json'] ?? '', Buffer.from(JSON.stringify(answer.body)));
        return;
      }
      const path = (await fileIn(root, url.pathname)) ?? join(root, 'index.html');
      send(request, response, 200, CONTENT_TYPES[extname(path)] ?? 'application/octet-stream', await readFile(path));
    })().catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host, done);
  });
  return {
    origin,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
