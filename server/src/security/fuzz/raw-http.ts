// One raw HTTP/1.1 exchange over a real socket, for what `inject` cannot send: a URL beyond Node's
// header limit, a broken request line or chunk, bytes Node's parser refuses. Answers the parsed
// reply, or undefined when the server closed the connection without one.
import { connect } from 'node:net';
import type { RawReply } from './check-reply';

export function rawHttp(port: number, request: string | Buffer): Promise<RawReply | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    // Written, not ended: a half-closed socket lets Node end the exchange before a slow handler
    // answers. Every request says `Connection: close` or is one the server refuses and closes.
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (!status || split < 0) return resolve(undefined);
      const headers: Record<string, string> = {};
      for (const line of text.slice(0, split).split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ statusCode: Number(status[1]), headers, body: text.slice(split + 4) });
    });
  });
}
