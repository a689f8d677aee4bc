// Spec items this file exercises (docs/spec-items.md): E-700000xx.
// A failure the database reports reaches the caller as DATABASE_ERROR (70000010, HTTP 500), in the
// caller's language, without the SQL text, the table's name or the database's own message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const settings = (language = 'zh-CN') =>
  t.app.inject({
    method: 'GET',
    url: '/ecapi/bc/assemble/interfacesetting/list?t=1700000000000',
    headers: { 'accept-language': language },
  });

describe('a database failure', () => {
  it('answers 70000010 with the catalogue text and nothing of the query, then recovers', async () => {
    expect((await settings()).json().status).toBe(200);
    await t.context.database.query('ALTER TABLE interface_settings RENAME TO interface_settings_away');
    try {
      const failed = await settings('en-US');
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ status: 70000010, message: 'Database error', data: null });
      expect(failed.body).not.toMatch(/interface_settings|select|relation/i);
    } finally {
      await t.context.database.query('ALTER TABLE interface_settings_away RENAME TO interface_settings');
    }
    expect((await settings()).json().status).toBe(200);
  });
});
