// The CLI's fetch sends a global FormData as multipart, file bytes and all (undici's own fetch
// would send the text "[object FormData]"), and leaves other bodies alone.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { undiciFetch } from './undici-fetch';

describe('undiciFetch', () => {
  let server: Server;
  let url = '';
  beforeAll(async () => {
    // Answers with the request's content type and body, as it received them.
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () =>
        response.end(JSON.stringify({ type: request.headers['content-type'], body: Buffer.concat(chunks).toString() })),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const echo = async (body: BodyInit) =>
    (await (await undiciFetch(url, { method: 'POST', body })).json()) as { type: string; body: string };

  it('sends a global FormData as multipart with its file and fields', async () => {
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode('PK-sheet-bytes')]), 'team.xlsx');
    form.append('templateId', 't1');
    const { type, body } = await echo(form);
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toMatch(
      /name="file"; filename="team.xlsx"\r\nContent-Type: application\/octet-stream\r\n\r\nPK-sheet-bytes\r\n/,
    );
    expect(body).toMatch(/name="templateId"\r\n\r\nt1\r\n/);
    expect(body).not.toContain('[object FormData]');
  });

  it('passes JSON and other bodies through unchanged', async () => {
    expect(await echo('{"a":1}')).toEqual({ type: 'text/plain;charset=UTF-8', body: '{"a":1}' });
  });
});
