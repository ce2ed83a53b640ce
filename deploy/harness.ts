// Runs this folder's nginx configuration and the content server as salon.service starts it, on
// loopback ports in a temporary folder, without privileges: for `npm run test:deploy` and
// `npm run bench:server`. Nothing here is needed on a real host.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/freePort';

export const ROOT = path.resolve(__dirname, '..');
export const SITE_NAME = 'www.example-salon.com';
const NGINX_CONFIG = path.join(ROOT, 'deploy/nginx/salon.conf');
const UNIT = path.join(ROOT, 'deploy/salon.service');
const ENV_FILE = path.join(ROOT, 'deploy/salon.env');
/** Where the unit and the environment file put things on a real host. */
const HOST_PATHS = { app: '/srv/salon', data: '/var/lib/salon' };

/** nginx: NGINX_PATH, Debian's, or the first on the PATH; null when there is none. */
export function findNginx(): string | null {
  const candidates = [
    process.env.NGINX_PATH,
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx')),
  ];
  return candidates.find((file) => file && fs.existsSync(file)) ?? null;
}

/** The lines `Key=value` of a systemd unit or an environment file (comments and sections left out). */
function keyValues(file: string): Array<[string, string]> {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('[') && line.includes('='))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
}

/** A host path of the unit or the environment file, moved to where the test keeps it. */
function localPath(value: string, dataDir: string): string {
  if (value.startsWith(HOST_PATHS.app)) return path.join(ROOT, value.slice(HOST_PATHS.app.length));
  if (value.startsWith(HOST_PATHS.data)) return path.join(dataDir, value.slice(HOST_PATHS.data.length));
  return value;
}

export interface ServiceCommand {
  /** The program's arguments after node, as ExecStart has them. */
  args: string[];
  env: Record<string, string>;
}

/** What salon.service runs, with its environment (Environment= and the environment file), paths made local. */
export function serviceCommand(dataDir: string): ServiceCommand {
  const unit = keyValues(UNIT);
  const execStart = unit.find(([key]) => key === 'ExecStart')?.[1].split(/\s+/) ?? [];
  if (execStart[0] !== '/usr/bin/node') throw new Error(`${UNIT}: ExecStart should run /usr/bin/node`);
  const env: Record<string, string> = {};
  for (const [key, value] of unit) if (key === 'Environment') env[value.split('=')[0]!] = value.split('=')[1]!;
  for (const [key, value] of keyValues(ENV_FILE)) env[key] = localPath(value, dataDir);
  return { args: execStart.slice(1), env };
}

export interface ContentServer {
  port: number;
  /** The addresses the server was asked for (from its request log), in order. */
  requests(): Array<{ method: string; url: string }>;
  /** Stops it as systemd does (SIGTERM) and resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the compiled content server as salon.service does, with a database and media of its own in
 * `dataDir`, on `port`, and resolves once it answers.
 */
export async function startContentServer(
  dataDir: string,
  port: number,
  overrides: Record<string, string> = {},
): Promise<ContentServer> {
  const command = serviceCommand(dataDir);
  const mediaDir = command.env.MEDIA_DIR!;
  if (!fs.existsSync(mediaDir)) fs.cpSync(path.join(ROOT, 'server/content/media'), mediaDir, { recursive: true });
  // systemd gives a service a bare environment: no tsx, no NODE_OPTIONS from the shell.
  const child = spawn(process.execPath, command.args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...command.env, PORT: String(port), ...overrides },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const requests: Array<{ method: string; url: string }> = [];
  let output = '';
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"incoming request"')) {
        output += `${line}\n`;
        continue;
      }
      const { req } = JSON.parse(line) as { req: { method: string; url: string } };
      requests.push({ method: req.method, url: req.url });
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The content server exited at start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The content server did not start within a minute:\n${output}`);
    }
    if (await answers(`http://127.0.0.1:${port}/api/general-data`)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    requests: () => [...requests],
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export interface Nginx {
  httpPort: number;
  httpsPort: number;
  /** The cache folder: what nginx keeps, to read. */
  cacheDir: string;
  /** Where dist/static was copied for nginx to serve. */
  distDir: string;
  accessLog(): string;
  stop(): Promise<void>;
}

/** The account nginx runs as when started by root: it must not keep root's rights. */
function unprivilegedAccount(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * The configuration file with the host's ports and paths replaced by the test's. Every replacement
 * must find what it replaces, so the file cannot drift from what the test runs.
 */
export function localConfig(values: {
  httpPort: number;
  httpsPort: number;
  originPort: number;
  distDir: string;
  cacheDir: string;
  accessLog: string;
  certificate: string;
  key: string;
}): string {
  let text = fs.readFileSync(NGINX_CONFIG, 'utf8');
  const replace = (from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`${NGINX_CONFIG} no longer has ${from}`);
    text = text.replace(new RegExp(from.source, `${from.flags.replace('g', '')}g`), to);
  };
  // Loopback only, and no IPv6 lines (the test's machine may have no IPv6).
  replace(/^\s*listen \[::\]:\d+[^;]*;\n/m, '');
  replace(/listen 80\b/, `listen 127.0.0.1:${values.httpPort}`);
  replace(/listen 443\b/, `listen 127.0.0.1:${values.httpsPort}`);
  replace(/server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${values.originPort};`);
  replace(/\/srv\/salon\/dist/, values.distDir);
  replace(/\/var\/cache\/nginx\/salon/, values.cacheDir);
  replace(/\/var\/log\/nginx\/salon\.access\.log/, values.accessLog);
  replace(/\/etc\/letsencrypt\/live\/[\w.-]+\/fullchain\.pem/, values.certificate);
  replace(/\/etc\/letsencrypt\/live\/[\w.-]+\/privkey\.pem/, values.key);
  return text;
}

/**
 * Starts nginx with deploy/nginx/salon.conf in front of the content server on `originPort`, with a
 * self-signed certificate for SITE_NAME, and a prefix, cache and logs of its own in a temporary
 * folder (removed when it stops).
 */
export async function startNginx(originPort: number): Promise<Nginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-nginx-'));
  for (const sub of ['temp', 'cache', 'logs', 'dist']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  // Served as the build's files: the copy lets an unprivileged nginx read them wherever the checkout is.
  fs.cpSync(path.join(ROOT, 'dist/static'), path.join(dir, 'dist/static'), { recursive: true });
  const certificate = path.join(dir, 'site.crt');
  const key = path.join(dir, 'site.key');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${SITE_NAME}`,
    '-addext', `subjectAltName=DNS:${SITE_NAME}`, '-keyout', key, '-out', certificate,
  ], { stdio: 'ignore' }); // prettier-ignore
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const accessLog = path.join(dir, 'logs/access.log');
  const site = localConfig({
    httpPort,
    httpsPort,
    originPort,
    distDir: path.join(dir, 'dist'),
    cacheDir: path.join(dir, 'cache'),
    accessLog,
    certificate,
    key,
  });
  fs.writeFileSync(path.join(dir, 'salon.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  // What Debian's /etc/nginx/nginx.conf gives the site's file, with this folder's paths.
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'logs/error.log')} warn;`,
      'worker_processes 2;',
      'events { worker_connections 4096; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  gzip on;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  access_log off;`,
      `  include ${path.join(dir, 'salon.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  // Started by root, nginx runs as nobody, which owns this folder and nothing else.
  const account = unprivilegedAccount();
  if (account) execFileSync('chown', ['-R', `${account.uid}:${account.gid}`, dir]);
  const child: ChildProcess = spawn(
    nginx,
    ['-p', dir, '-e', path.join(dir, 'logs/error.log'), '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'], ...(account ?? {}) },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await listening(httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = fs.readFileSync(path.join(dir, 'logs/error.log'), { encoding: 'utf8', flag: 'a+' });
      throw new Error(`nginx did not start:\n${errors}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    httpPort,
    httpsPort,
    cacheDir: path.join(dir, 'cache'),
    distDir: path.join(dir, 'dist'),
    accessLog: () => fs.readFileSync(accessLog, 'utf8'),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** The machine's load average, to print beside figures measured on it. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}
