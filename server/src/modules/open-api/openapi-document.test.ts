// GET /ecapi/docs/openapi.json: public, OpenAPI 3.1, and complete — every /ecapi/openapi route
// Fastify registers is in it (the list comes from Fastify itself, so a route added tomorrow fails
// this test until it is documented), nothing in it is a route that does not exist, and its
// schemas and errors are the handlers' own (zod schemas, catalogue codes).
import '../../test-support/mock-fastify-routes';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../security/collect-routes';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await buildTestApp();
  const reply = await t.app.inject({ method: 'GET', url: '/ecapi/docs/openapi.json' });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  doc = reply.json();
}, 60_000);
afterAll(async () => t?.close());

/** `/ecapi/openapi/v1/hr/batch/:batchId` → `/openapi/v1/hr/batch/{batchId}` (the document's server is /ecapi). */
const documentedPath = (url: string) => url.replace(/^\/ecapi/, '').replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3.1 document served without credentials', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/ecapi' }]);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['appToken', 'portalSession']);
  });

  it('documents every Open API route Fastify registers, and no route that does not exist', () => {
    const routes = registeredRoutes.filter((route) => route.url.startsWith('/ecapi/openapi/'));
    const v1 = routes.filter((route) => route.url.startsWith('/ecapi/openapi/v1/'));
    // The HR batch endpoints and the token endpoint at least: the filter did find the table.
    expect(v1.length).toBeGreaterThanOrEqual(17);
    const missing = routes.filter((route) => !doc.paths[documentedPath(route.url)]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
    const registered = new Set(
      registeredRoutes.map((route) => `${route.method.toLowerCase()} ${documentedPath(route.url)}`),
    );
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods as object).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((operation) => !registered.has(operation))).toEqual([]);
    expect(
      new Set(documented.map((operation) => doc.paths[operation.split(' ')[1]!][operation.split(' ')[0]!].operationId))
        .size,
    ).toBe(documented.length);
  });

  it("carries the handlers' own schemas: request bodies, query and path parameters, replies", () => {
    const token = doc.paths['/openapi/v1/token'].post;
    expect(token.security).toEqual([]);
    const tokenBody = token.requestBody.content['application/json'].schema;
    expect(tokenBody.required).toEqual(['appId', 'appSecret']);
    expect(tokenBody.properties.appSecret).toMatchObject({ type: 'string', minLength: 1, maxLength: 200 });

    const create = doc.paths['/openapi/v1/hr/batch'].post;
    expect(create.security).toEqual([{ appToken: [] }]);
    const row = create.requestBody.content['application/json'].schema.properties.rows.items;
    expect(row.required).toEqual(expect.arrayContaining(['name', 'mobile', 'idNumber']));
    expect(create.requestBody.content['application/json'].schema.properties.rows.maxItems).toBe(1000);
    const view = create.responses['200'].content['application/json'].schema.properties.data;
    expect(view.properties.state.enum).toEqual(['WAITING_SEND', 'PROCESSING', 'FINISH']);

    const rows = doc.paths['/openapi/v1/hr/batch/{batchId}/rows'].get;
    expect(rows.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'batchId', in: 'path', required: true }),
        expect.objectContaining({ name: 'status', in: 'query', required: false }),
      ]),
    );
    const pdf = doc.paths['/openapi/v1/hr/batch/{batchId}/rows/{rowId}/pdf'].get;
    expect(Object.keys(pdf.responses['200'].content)).toEqual(['application/pdf']);
    const parse = doc.paths['/openapi/v1/hr/batch/parse'].post;
    expect(Object.keys(parse.requestBody.content)).toContain('multipart/form-data');
    // A raw endpoint takes its DER request as the body itself, not a form.
    expect(Object.keys(doc.paths['/pki/ocsp'].post.requestBody.content)).toEqual(['application/ocsp-request']);
    expect(Object.keys(doc.paths['/pki/tsa'].post.requestBody.content)).toContain('application/timestamp-query');
    expect(doc.paths['/openapi/apps'].post.security).toEqual([{ portalSession: [] }]);
  });

  it('lists the 7510 errors each operation answers, with their catalogue texts', () => {
    const create = doc.paths['/openapi/v1/hr/batch'].post;
    expect(create['x-error-codes']).toEqual(expect.arrayContaining([75100003, 75100005, 70000401]));
    expect(create.responses['400'].description).toContain('75100003 OPEN_API_BUSINESS_ID_MISSING');
    expect(create.responses['403'].description).toContain('75100004');
    expect(create['x-error-codes']).toContain(75100010);
    const attachments = doc.paths['/openapi/v1/hr/batch/attachments'].post;
    expect(attachments.responses['413'].description).toContain('75100011 ATTACHMENT_TOO_LARGE');
    expect(doc.paths['/openapi/v1/token'].post.responses['400'].description).toContain(
      ERROR_CATALOGUE.OPEN_API_ACCOUNT_INVALID.text.en,
    );
    // Every code named anywhere is a catalogue code.
    const known = new Set(Object.values(ERROR_CATALOGUE).map((entry) => entry.status));
    for (const methods of Object.values(doc.paths))
      for (const operation of Object.values(methods as Record<string, { 'x-error-codes': number[] }>))
        for (const code of operation['x-error-codes']) expect(known.has(code), String(code)).toBe(true);
  });

  it('documents every route mounted from a declaration, with its schemas, guard and errors', () => {
    const declared = registeredRoutes.filter((route) => route.declared);
    expect(declared.length).toBeGreaterThan(0);
    const missing = declared.filter((route) => !doc.paths[documentedPath(route.url)]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
    const update = doc.paths['/bc/assemble/qrcode/update'].post;
    expect(update.tags).toEqual(['qrCodeSettings']);
    expect(update.security).toEqual([{ portalSession: [] }]);
    expect(update.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['size', 'errorCorrectionLevel']),
    );
    const data = update.responses['200'].content['application/json'].schema.properties.data;
    expect(data.properties.exampleUrl).toEqual({ type: 'string' });
    expect(update['x-error-codes']).toEqual(
      expect.arrayContaining([
        ERROR_CATALOGUE.BAD_REQUEST.status,
        ERROR_CATALOGUE.SESSION_EXPIRED.status,
        ERROR_CATALOGUE.NO_PERMISSION.status,
        ERROR_CATALOGUE.QR_CODE_INVALID.status,
      ]),
    );
  });

  it("documents a declared file endpoint's reply as its content type, its errors as JSON envelopes", () => {
    const exported = doc.paths['/bc/assemble/operationlog/export'].get;
    expect(exported.tags).toEqual(['operationLogs']);
    expect(Object.keys(exported.responses['200'].content)).toEqual(['text/csv']);
    expect(exported.parameters.map((parameter: { name: string }) => parameter.name)).toContain('outcome');
    expect(Object.keys(exported.responses['403'].content)).toEqual(['application/json']);
  });
});

describe('the browsable page', () => {
  it('lists every operation of the document with its schemas, without scripts or outside resources', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/ecapi/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods as object));
    expect(page.body.match(/<details /g)).toHaveLength(operations.length);
    expect(page.body).toContain('<code>/bc/assemble/menu/reorder</code>');
    expect(page.body).toContain('&quot;menuIds&quot;');
    expect(page.body).not.toMatch(/<script|https?:\/\//);
  });
});
