// A local HTTP server for the fake SMS providers: reads each request whole (method, path, raw
// query, lowercased headers, raw body) and hands it to the fake, which answers with a status and a
// JSON body, an unreadable body, or never (to test timeouts; close() drops such connections).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  rawQuery: string;
  headers: Record<string, string>;
  body: string;
}

export type FakeAnswer = { status: number; json: unknown } | { status: number; text: string } | 'no-answer';

export interface FakeHttpServer {
  url: string;
  close(): Promise<void>;
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')]),
  );
}

export async function startFakeHttpServer(answer: (request: FakeRequest) => FakeAnswer): Promise<FakeHttpServer> {
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const target = incoming.url ?? '/';
      const question = target.indexOf('?');
      const reply = answer({
        method: incoming.method ?? '',
        path: question < 0 ? target : target.slice(0, question),
        rawQuery: question < 0 ? '' : target.slice(question + 1),
        headers: flatHeaders(incoming.headers),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (reply === 'no-answer') return;
      const text = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
      outgoing.writeHead(reply.status, { 'content-type': 'application/json;charset=utf-8' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
