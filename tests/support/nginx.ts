// Debian's nginx in front of server processes, configured by the deployment example itself
// (docs/nginx/ecsign.conf, its {{…}} values filled in), so the documented configuration is the one
// the tests run. nginx runs as a child process of the test (`daemon off`) with its prefix, pid,
// logs, temporary files and a self-signed certificate (openssl) in a temporary folder; no root
// needed. The access log names the process that answered each request (`$upstream_addr`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './start-built-server';

export const DEPLOYMENT_EXAMPLE = join(ROOT, 'docs/nginx/ecsign.conf');

/** Below the e2e project's hook timeout: nginx starts in well under a second. */
const START_LIMIT_MS = 30_000;
const TEMP_FOLDERS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'] as const;

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Why nginx cannot run here (the test skips, saying so), or undefined when it can. */
export function nginxMissing(): string | undefined {
  const missing = ['nginx', 'openssl'].filter((command) => !has(command) && !has(`/usr/sbin/${command}`));
  if (missing.length === 0) return undefined;
  return `${missing.join(' and ')} not installed (npm test installs them as root; otherwise: sudo apt-get install -y nginx openssl)`;
}

export interface NginxReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface NginxRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Connect from this loopback address (127.x.y.z), to look like another client. */
  localAddress?: string;
}

export interface Nginx {
  /** The HTTPS address, trusted by `request` (the certificate is made for 127.0.0.1). */
  url: string;
  /** The plain HTTP address, which only redirects. */
  httpUrl: string;
  /** A request through nginx over HTTPS. */
  request(path: string, options?: NginxRequest): Promise<NginxReply>;
  /** `host:port` of the process that answered each logged request, in order, with its path. */
  served(): { upstream: string; path: string }[];
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The deployment example with its values filled in. */
export function renderDeploymentExample(values: Record<string, string>): string {
  const text = readFileSync(DEPLOYMENT_EXAMPLE, 'utf8');
  const rendered = text.replace(/^([^#\n]*)\{\{(\w+)\}\}/gm, (whole, before: string, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in ${DEPLOYMENT_EXAMPLE}`);
    return before + value;
  });
  // A directive line still holding a placeholder would start nginx on a half-filled file.
  const left = rendered.split('\n').find((line) => !line.trimStart().startsWith('#') && line.includes('{{'));
  if (left) throw new Error(`unfilled placeholder in ${DEPLOYMENT_EXAMPLE}: ${left.trim()}`);
  return rendered;
}

function makeCertificate(dir: string): { certificate: string; key: string; pem: string } {
  const certificate = join(dir, 'certificate.pem');
  const key = join(dir, 'certificate-key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { certificate, key, pem: readFileSync(certificate, 'utf8') };
}

/** One HTTP or HTTPS request (node's own client: it can connect from another loopback address). */
export function sendRequest(target: URL, options: NginxRequest = {}, agent?: Agent): Promise<NginxReply> {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      target,
      { method: options.method ?? 'GET', headers: options.headers, agent, localAddress: options.localAddress },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () =>
          resolve({ status: reply.statusCode ?? 0, headers: reply.headers, body: Buffer.concat(chunks) }),
        );
        reply.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Starts nginx in front of `upstreams` (http://host:port each) with the deployment example. */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-nginx-'));
  for (const folder of TEMP_FOLDERS) mkdirSync(join(dir, folder));
  const { certificate, key, pem } = makeCertificate(dir);
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const site = renderDeploymentExample({
    UPSTREAM_SERVERS: upstreams.map((url) => `server ${new URL(url).host};`).join(' '),
    SERVER_NAME: '127.0.0.1',
    HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
    CERTIFICATE: certificate,
    CERTIFICATE_KEY: key,
  });
  writeFileSync(join(dir, 'ecsign.conf'), site);
  const accessLog = join(dir, 'access.log');
  // Started as root, nginx would run its worker as `nobody`, which cannot write the temporary
  // folders of a private temp directory: the worker stays the user who runs the tests.
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      ...(isRoot ? ['user root;'] : []),
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      ...TEMP_FOLDERS.map((folder) => `  ${folder}_temp_path ${join(dir, folder)};`),
      // `$upstream_addr` lists every process tried ("a:1, b:2"); the path follows after " /".
      "  log_format upstreams '$upstream_addr $request_uri';",
      `  access_log ${accessLog} upstreams;`,
      `  include ${join(dir, 'ecsign.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  const nginxCommand = has('nginx') ? 'nginx' : '/usr/sbin/nginx';
  const child: ChildProcess = spawn(
    nginxCommand,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };

  const startedBy = Date.now() + START_LIMIT_MS;
  while (!(await accepts(httpsPort))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > startedBy) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start:\n${output}\n${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const agent = new Agent({ ca: pem, keepAlive: true });
  const url = `https://127.0.0.1:${httpsPort}`;
  return {
    url,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    request: (path, options = {}) => sendRequest(new URL(path, url), options, agent),
    served: () =>
      readFileSync(accessLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const at = line.indexOf(' /');
          return { upstream: line.slice(0, at), path: line.slice(at + 1) };
        }),
    async stop() {
      agent.destroy();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
