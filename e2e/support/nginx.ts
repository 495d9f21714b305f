import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** What to do when no nginx is installed: the test of deploy/nginx.conf fails with this, it never skips. */
export const NGINX_MISSING = [
  'No nginx found for the test of deploy/nginx.conf.',
  'Install one of:',
  '  - Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y nginx   (then /usr/sbin/nginx is used)',
  '  - any nginx, and set NGINX_PATH=/path/to/nginx',
].join('\n');

/** nginx: $NGINX_PATH, then Debian's /usr/sbin/nginx, then the usual places of a build from source. */
export function findNginx(): string | undefined {
  const candidates = [
    process.env.NGINX_PATH,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/nginx/sbin/nginx',
    '/usr/bin/nginx',
  ];
  return candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate as string));
}

/** The mime.types shipped with this nginx (beside the nginx.conf it was built to read, as `nginx -V` tells). */
function findMimeTypes(nginx: string): string {
  const build = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(`${build.stderr}${build.stdout}`)?.[1];
  const candidates = [
    confPath && join(dirname(confPath), 'mime.types'),
    '/etc/nginx/mime.types',
    '/usr/local/nginx/conf/mime.types',
  ];
  const found = candidates.find(
    (candidate): candidate is string => Boolean(candidate) && existsSync(candidate as string),
  );
  if (!found) throw new Error(`No mime.types found for ${nginx} (looked at ${candidates.filter(Boolean).join(', ')}).`);
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * The directives of deploy/nginx.conf's TLS server block (the one with a certificate) that are not about where it
 * listens, what it serves or its certificate: what it adds to the portal (its include, HSTS), to run over plain HTTP.
 */
export function tlsBlockDirectives(nginxConf: string): string[] {
  const start = /^\s*server\s*\{/gm;
  for (let match = start.exec(nginxConf); match; match = start.exec(nginxConf)) {
    let depth = 0;
    let end = match.index;
    for (let index = nginxConf.indexOf('{', match.index); index < nginxConf.length; index += 1) {
      if (nginxConf[index] === '{') depth += 1;
      if (nginxConf[index] === '}') depth -= 1;
      if (depth === 0) {
        end = index;
        break;
      }
    }
    const body = nginxConf.slice(nginxConf.indexOf('{', match.index) + 1, end);
    if (!/^\s*ssl_certificate\s/m.test(body)) continue;
    return body
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#') && !/^(listen|server_name|root|ssl_\w+)\s/.test(line));
  }
  throw new Error('deploy/nginx.conf has no TLS server block (a `server { }` with ssl_certificate).');
}

/**
 * nginx's own configuration around the deployed server blocks, each on its port of 127.0.0.1 over `root`: the site as
 * the port-80 block of deploy/nginx.conf includes it, and the TLS block's own directives (without its certificate).
 * The http block includes device-portal-http.conf and logs with its format, as deploy/nginx.conf does.
 */
function wrapperConfig(options: {
  dir: string;
  port: number;
  tlsBlockPort: number;
  tlsBlock: readonly string[];
  root: string;
  mimeTypes: string;
}): string {
  const quoted = (path: string) => JSON.stringify(path);
  const { dir, port, tlsBlockPort, tlsBlock, root, mimeTypes } = options;
  const server = (listen: number, directives: readonly string[]) => [
    '  server {',
    `    listen 127.0.0.1:${listen};`,
    '    server_name localhost;',
    `    root ${quoted(root)};`,
    ...directives.map((directive) => `    ${directive}`),
    '  }',
  ];
  return [
    'daemon off;',
    'worker_processes 1;',
    // As root, nginx would run its worker as nobody; the test runs it as whoever runs the tests.
    ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
    `pid ${quoted(join(dir, 'nginx.pid'))};`,
    `error_log ${quoted(join(dir, 'error.log'))} warn;`,
    'events { worker_connections 64; }',
    'http {',
    `  include ${quoted(mimeTypes)};`,
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  include device-portal-http.conf;',
    `  access_log ${quoted(join(dir, 'access.log'))} device_portal;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${quoted(join(dir, `${kind}-temp`))};`,
    ),
    ...server(port, ['include device-portal-site.conf;']),
    ...server(tlsBlockPort, tlsBlock),
    '}',
    '',
  ].join('\n');
}

export interface NginxServer {
  /** The port-80 server block of deploy/nginx.conf. */
  origin: string;
  /** The TLS server block of deploy/nginx.conf, over plain HTTP. */
  tlsBlockOrigin: string;
  /** What nginx has written to its access log so far. */
  accessLog(): string;
  stop(): Promise<void>;
}

async function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => resolveExit(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveExit(true);
    });
  });
}

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/info.json`);
    return true;
  } catch {
    return false;
  }
}

async function startOnce(nginx: string, mimeTypes: string, siteDir: string, root: string): Promise<NginxServer> {
  // Relative includes are read from the folder of the main configuration: the deployed files are copied beside it, as
  // an operator copies them beside /etc/nginx/nginx.conf.
  const dir = mkdtempSync(join(tmpdir(), 'device-portal-nginx-'));
  for (const file of readdirSync(siteDir).filter((name) => name.endsWith('.conf')))
    copyFileSync(join(siteDir, file), join(dir, file));
  const port = await freePort();
  const tlsBlockPort = await freePort();
  const tlsBlock = tlsBlockDirectives(readFileSync(join(siteDir, 'nginx.conf'), 'utf8'));
  const config = join(dir, 'nginx-under-test.conf');
  writeFileSync(config, wrapperConfig({ dir, port, tlsBlockPort, tlsBlock, root, mimeTypes }));
  const output: string[] = [];
  const child = spawn(nginx, ['-p', `${dir}/`, '-c', config, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const tlsBlockOrigin = `http://127.0.0.1:${tlsBlockPort}`;
  const accessLog = () => (existsSync(join(dir, 'access.log')) ? readFileSync(join(dir, 'access.log'), 'utf8') : '');
  const stop = async () => {
    if (!(await exited(child, 0))) {
      child.kill('SIGTERM');
      if (!(await exited(child, 5_000))) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if ((await answers(origin)) && (await answers(tlsBlockOrigin))) return { origin, tlsBlockOrigin, accessLog, stop };
    await new Promise((wait) => setTimeout(wait, 100));
  }
  const errorLog = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
  await stop();
  throw new Error(`nginx did not start on ${origin}:\n${output.join('')}${errorLog}`);
}

/**
 * Starts nginx (not as a daemon, under the current user, its pid, logs and temporary files in a temporary folder) with
 * the deployed server blocks of `siteDir` (device-portal-site.conf and what it includes; the TLS block of its
 * nginx.conf) each on a free port of 127.0.0.1, serving `root`. Throws NGINX_MISSING when there is no nginx.
 */
export async function startNginx(options: { siteDir: string; root: string }): Promise<NginxServer> {
  const nginx = findNginx();
  if (!nginx) throw new Error(NGINX_MISSING);
  const mimeTypes = findMimeTypes(nginx);
  const siteDir = resolve(options.siteDir);
  const root = resolve(options.root);
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`No build in ${root}: run \`npm run test:e2e\`, which builds it first.`);
  // The free port is free when asked, not necessarily when nginx binds it: another try on another port.
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await startOnce(nginx, mimeTypes, siteDir, root);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
