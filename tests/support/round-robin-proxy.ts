// A small reverse proxy for tests: node:http in front of several server processes, one after
// another in turn (round-robin), the way nginx's default upstream does it. A backend that refuses
// the connection (a killed process) is skipped and marked down for a few seconds, as nginx's
// `proxy_next_upstream error` does, so callers keep working while one process is gone. Each reply
// says which backend answered (`x-proxy-backend`, its index); a test may pin one request to a
// backend with the same request header, and connect from another loopback address (FROM_HEADER)
// to look like another client to the servers' per-address limits. The request body is read whole before forwarding, so a
// request can be retried on the next backend when the first one cannot be reached.
import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';

export const BACKEND_HEADER = 'x-proxy-backend';
/** Request header: the loopback address (127.x.y.z) the proxy connects from, so a test can play several clients. */
export const FROM_HEADER = 'x-proxy-from';

/** How long a backend that refused a connection is left out of the rotation. */
const DOWN_MS = 3_000;

export interface RoundRobinProxy {
  url: string;
  /** Replies served per backend index (pinned ones included). */
  readonly served: readonly number[];
  /** The backend URLs; replace one after a restart (the index stays the same). */
  setBackend(index: number, url: string): void;
  close(): Promise<void>;
}

interface Forwarded {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function forward(backend: string, incoming: IncomingMessage, body: Buffer): Promise<Forwarded> {
  const target = new URL(incoming.url ?? '/', backend);
  const headers: Record<string, string | string[] | undefined> = { ...incoming.headers, host: target.host };
  const from = incoming.headers[FROM_HEADER];
  delete headers[BACKEND_HEADER];
  delete headers[FROM_HEADER];
  // What nginx adds with proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for.
  const client = incoming.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${String(headers['x-forwarded-for'])}, ${client}` : client;
  const localAddress = typeof from === 'string' && /^127\.\d+\.\d+\.\d+$/.test(from) ? from : undefined;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(target, { method: incoming.method, headers, localAddress, agent: false }, (reply) => {
      readBody(reply).then(
        (replyBody) => resolve({ status: reply.statusCode ?? 502, headers: reply.headers, body: replyBody }),
        reject,
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const urls = [...backends];
  const served = urls.map(() => 0);
  const downUntil = urls.map(() => 0);
  let next = 0;

  const order = (pinned: number | undefined): number[] => {
    if (pinned !== undefined) return [pinned];
    const start = next;
    next = (next + 1) % urls.length;
    const rotation = urls.map((_, i) => (start + i) % urls.length);
    const now = Date.now();
    // Backends known to be down go last: tried only when every other one failed too.
    return [...rotation.filter((i) => downUntil[i]! <= now), ...rotation.filter((i) => downUntil[i]! > now)];
  };

  const server: Server = createServer((incoming, response) => {
    void (async () => {
      const pinHeader = incoming.headers[BACKEND_HEADER];
      const pinned = pinHeader === undefined ? undefined : Number(pinHeader);
      if (pinned !== undefined && !(Number.isInteger(pinned) && pinned >= 0 && pinned < urls.length)) {
        response.writeHead(400).end(`unknown backend ${String(pinHeader)}`);
        return;
      }
      const body = await readBody(incoming);
      let lastError: unknown;
      for (const index of order(pinned)) {
        try {
          const reply = await forward(urls[index]!, incoming, body);
          served[index]! += 1;
          const headers = { ...reply.headers, [BACKEND_HEADER]: String(index) };
          delete headers['transfer-encoding'];
          headers['content-length'] = String(reply.body.length);
          response.writeHead(reply.status, headers).end(reply.body);
          return;
        } catch (error) {
          lastError = error;
          // Only a refused connection reached no server; a reset after sending may have been acted on.
          if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') break;
          downUntil[index] = Date.now() + DOWN_MS;
        }
      }
      response.writeHead(502, { 'content-type': 'text/plain' }).end(`bad gateway: ${String(lastError)}`);
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    setBackend(index, url) {
      urls[index] = url;
      downUntil[index] = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
