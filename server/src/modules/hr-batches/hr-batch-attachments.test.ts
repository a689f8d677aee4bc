// Spec items this file exercises (docs/spec-items.md): E-6340102xx.
// Attachments of HR batches through the Open API (7510 errors): an attachment over 8 MB is
// 75100011 (also when the body outgrows the parser), an empty one is refused; a batch naming 101
// attachments is 75100010 and nothing is written; a file that is not the app's own upload (another
// enterprise's, or a document upload) is ATTACHMENT_NOT_FOUND; the named ones are kept in order,
// counted in the batch's view, and given to plan writing as writePlan takes them.
import { MAX_ATTACHMENT_BYTES } from '@ecsign/core/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hrBatchPlanAttachments } from './hr-batch-attachments';
import { employeeRow, hrKit, type HrKit } from '../../test-support/hr-test-kit';

/* eslint-disable @typescript-eslint/no-explicit-any */
let kit: HrKit;
let token: string;
let otherToken: string;
const BASE = '/ecapi/openapi/v1/hr/batch';

async function appToken(adminToken: string): Promise<string> {
  const created = await kit.t.app.inject({
    method: 'POST',
    url: '/ecapi/openapi/apps',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { name: 'HRIS' },
  });
  const { appId, appSecret } = created.json().data;
  const issued = await kit.t.app.inject({
    method: 'POST',
    url: '/ecapi/openapi/v1/token',
    payload: { appId, appSecret },
  });
  return issued.json().data.accessToken as string;
}

beforeAll(async () => {
  kit = await hrKit();
  [token, otherToken] = [await appToken(kit.tokens.admin), await appToken(kit.tokens.other)];
}, 120_000);
afterAll(async () => kit?.t.close());

async function upload(bytes: Buffer, fileName: string, as = token) {
  const reply = await kit.t.app.inject({
    method: 'POST',
    url: `${BASE}/attachments?fileName=${encodeURIComponent(fileName)}`,
    headers: { authorization: `Bearer ${as}`, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  return { http: reply.statusCode, ...(reply.json() as { status: number; data: any }) };
}

async function create(attachments: unknown[]) {
  const reply = await kit.t.app.inject({
    method: 'POST',
    url: BASE,
    headers: { authorization: `Bearer ${token}` },
    payload: { templateId: kit.templateId, taskName: 'with attachments', rows: [employeeRow(1)], attachments },
  });
  return { http: reply.statusCode, ...(reply.json() as { status: number; data: any }) };
}

const batchCount = async () =>
  (await kit.t.context.database.query<{ n: number }>('SELECT count(*)::int AS n FROM hr_batches'))[0]!.n;

describe('HR batch attachments through the Open API', () => {
  it('refuses an attachment over 8 MB with 75100011, and an empty one', async () => {
    const over = await upload(Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 1), 'big.bin');
    expect([over.http, over.status]).toEqual([413, 75100011]);
    const wayOver = await upload(Buffer.alloc(17 * 1024 * 1024, 1), 'huge.bin');
    expect([wayOver.http, wayOver.status]).toEqual([413, 75100011]);
    expect((await upload(Buffer.alloc(0), 'empty.txt')).status).not.toBe(200);
    const exactly = await upload(Buffer.alloc(MAX_ATTACHMENT_BYTES, 1), 'limit.bin');
    expect(exactly.status).toBe(200);
    expect(exactly.data.fileSize).toBe(MAX_ATTACHMENT_BYTES);
  }, 120_000);

  it('refuses 101 attachments with 75100010 and writes no batch', async () => {
    const before = await batchCount();
    const refs = Array.from({ length: 101 }, (_, i) => ({ fileId: `f${i}` }));
    const reply = await create(refs);
    expect([reply.http, reply.status]).toEqual([400, 75100010]);
    expect(await batchCount()).toBe(before);
  });

  it("refuses a file that is not the app's own attachment upload, writing nothing", async () => {
    const before = await batchCount();
    const foreign = await upload(Buffer.from('theirs'), 'theirs.txt', otherToken);
    expect(foreign.status).toBe(200);
    for (const fileId of [foreign.data.fileId, 'no-such-file']) {
      const reply = await create([{ fileId }]);
      expect(reply.status, fileId).toBe(634010203);
    }
    expect(await batchCount()).toBe(before);
  });

  it('keeps the named attachments in order, counts them, and hands them to plan writing', async () => {
    const terms = await upload(Buffer.from('%PDF-1.4 terms'), '员工手册.pdf');
    const notes = await upload(Buffer.from('notes'), 'notes.txt');
    const reply = await create([{ fileId: notes.data.fileId, name: '岗位说明.txt' }, { fileId: terms.data.fileId }]);
    expect(reply.status).toBe(200);
    expect(reply.data.attachmentCount).toBe(2);
    const view = await kit.t.app.inject({
      method: 'GET',
      url: `${BASE}/${reply.data.batchId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(view.json().data.attachmentCount).toBe(2);
    const forPlans = await hrBatchPlanAttachments(kit.t.context.database, reply.data.batchId);
    expect(forPlans.map((a) => [a.name, a.upload.id, a.upload.kind, a.upload.file_size])).toEqual([
      ['岗位说明.txt', notes.data.fileId, 'ATTACHMENT', 5],
      ['员工手册.pdf', terms.data.fileId, 'ATTACHMENT', 14],
    ]);
    expect(forPlans[1]!.upload.content_type).toBe('application/pdf');
  });
});
