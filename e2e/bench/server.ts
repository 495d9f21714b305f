import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readHeaderConfig, securityHeaders } from '@build/security-headers';
import { isUnderApi, minimalApiAnswer } from '../support/minimal-api';

/**
 * The production build served as deploy/nginx.conf serves it: static files, every unknown path answered by
 * index.html, the security headers of `vite preview` (build/security-headers.ts, from the build's config.json) and gzip
 * for text. Under /api it answers the minimal API (e2e/support/minimal-api.ts), so a build with `mock: false` shows its
 * sign-in page as in production.
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

function send(
  request: IncomingMessage,
  response: ServerResponse,
  headers: Readonly<Record<string, string>>,
  status: number,
  type: string,
  body: Buffer,
): void {
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const payload = gzip ? gzipSync(body) : body;
  response.writeHead(status, {
    ...headers,
    'Cache-Control': 'no-store',
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
  // The build's config.json, as `vite preview` reads it.
  const headers = securityHeaders(
    readHeaderConfig(JSON.parse(await readFile(join(root, 'config.json'), 'utf8')) as unknown),
  );
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      if (isUnderApi(url, apiBase)) {
        const answer = minimalApiAnswer(request.method ?? 'GET', url, apiBase);
        send(
          request,
          response,
          headers,
          answer.status,
          CONTENT_TYPES['.json'] ?? '',
          Buffer.from(JSON.stringify(answer.body)),
        );
        return;
      }
      const path = (await fileIn(root, url.pathname)) ?? join(root, 'index.html');
      send(
        request,
        response,
        headers,
        200,
        CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        await readFile(path),
      );
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
