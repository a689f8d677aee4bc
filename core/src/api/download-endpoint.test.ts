// Declared file and multipart endpoints from the client's side: api.download(endpoints.x.y, input)
// answers the bytes with their content type and the RFC 5987 file name, refuses a content type the
// declaration does not list, and turns a JSON error envelope into the catalogue's AppError; a
// multipart endpoint sends its fields and files as a form.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access } from '../endpoints/endpoint-access';
import { endpoint, fileReply } from '../endpoints/define-endpoint';
import { AppError } from '../errors/app-error';
import { ERROR_CATALOGUE } from '../errors/catalogue';
import { createApiClient } from './create-api-client';

const exportLog = endpoint({
  method: 'GET',
  path: '/logs/:day/export',
  summary: 'test',
  access: access.signedIn(),
  input: { params: z.object({ day: z.string() }) },
  reply: fileReply(['text/csv']),
  errors: [],
});
const importRows = endpoint({
  method: 'POST',
  path: '/rows/import',
  summary: 'test',
  access: access.signedIn(),
  input: { body: z.object({ sheet: z.number() }), files: ['file'] },
  bodyEncoding: 'multipart',
  upload: { maxBytes: 1024 },
  reply: z.null(),
  errors: [],
});

function answering(response: () => Response) {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: '',
    clientName: 'web',
    fetch: (async (url: string, init: RequestInit) => {
      requests.push(new Request(`http://x${url}`, init));
      return response();
    }) as unknown as typeof fetch,
    getAccessToken: () => 'tok',
  });
  return { api, requests };
}

describe('api.download by declaration', () => {
  it('answers the bytes, the content type and the UTF-8 file name', async () => {
    const { api, requests } = answering(
      () =>
        new Response(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]), {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="____.csv"; filename*=UTF-8''${encodeURIComponent('操作日志.csv')}`,
          },
        }),
    );
    const file = await api.download(exportLog, { params: { day: '20260101' } });
    expect([...file.bytes]).toEqual([0xef, 0xbb, 0xbf, 0x41]);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.fileName).toBe('操作日志.csv');
    expect(new URL(requests[0]!.url).pathname).toBe('/ecapi/logs/20260101/export');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('refuses a content type the declaration does not list', async () => {
    const { api } = answering(() => new Response('<html>', { headers: { 'content-type': 'text/html' } }));
    await expect(api.download(exportLog, { params: { day: '1' } })).rejects.toMatchObject({
      status: ERROR_CATALOGUE.DATA_REQUEST_ERROR.status,
    });
  });

  it('turns the JSON error envelope of a file endpoint into the catalogue error', async () => {
    const { status } = ERROR_CATALOGUE.NO_PERMISSION;
    const { api } = answering(
      () =>
        new Response(JSON.stringify({ status, message: 'no', data: null }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const failure = await api.download(exportLog, { params: { day: '1' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).status).toBe(status);
  });
});

describe('api.call of a multipart endpoint', () => {
  it('sends the fields and the file as a form', async () => {
    const { api, requests } = answering(
      () =>
        new Response(JSON.stringify({ status: 200, message: 'ok', data: null }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const file = new File(['a,b'], '通讯录.csv', { type: 'text/csv' });
    await api.call(importRows, { body: { sheet: 2 }, files: { file } });
    const form = await requests[0]!.formData();
    expect(form.get('sheet')).toBe('2');
    expect((form.get('file') as File).name).toBe('通讯录.csv');
    expect(await (form.get('file') as File).text()).toBe('a,b');
  });
});
