// A full disk under a running server (the filesystem blob store's writes fail with ENOSPC, injected
// at the file layer): uploads and signatures answer the catalogue's STORAGE_FULL (HTTP 507) instead
// of a generic 500, /ecapi/health is degraded and says why, no temporary file stays, the plan is
// untouched and its signing lock free; once space is back, health is ok and the signature works.
import { open } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  contractKit,
  person,
  samplePdf,
  sendBody,
  sign,
  uploadSample,
  type ContractKit,
} from '../test-support/contract-test-kit';
import { installBlobStore } from './blob-store-of';
import { createFilesystemBlobStore, TEMPORARY_SUFFIX } from './filesystem-blob-store';
import { openOnFullDisk } from './full-disk.fixture';

const FULL = ERROR_CATALOGUE.STORAGE_FULL;

describe('a full disk under the running server', () => {
  let kit: ContractKit;
  let root: string;
  let diskFull = false;
  beforeAll(async () => {
    kit = await contractKit();
    root = join(kit.t.context.config.dataDir, 'blobs');
    installBlobStore(
      kit.t.context,
      createFilesystemBlobStore(root, {
        openForWriting: (path) => (diskFull ? openOnFullDisk(path) : open(path, 'w')),
      }),
    );
  }, 120_000);
  afterAll(() => kit?.t.close());

  const health = () => kit.t.app.inject({ method: 'GET', url: '/ecapi/health' });
  const filesUnderBlobs = () =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);

  it('answers STORAGE_FULL, reports degraded health, leaves nothing behind, and recovers when space is back', async () => {
    const call = api(kit);
    const fileId = await uploadSample(kit, kit.admin);
    const sent = await call.post('plan/send', sendBody(fileId, { signatories: [person(kit.zhangsan)] }), kit.admin);
    const planId = sent.json().data.planIds[0] as string;
    expect((await health()).json()).toMatchObject({ status: 200, data: { state: 'ok', problems: [] } });
    const blobsBefore = filesUnderBlobs().sort();

    diskFull = true;
    const upload = await call.upload(kit.admin, samplePdf('while the disk is full'));
    expect(upload.statusCode).toBe(507);
    expect(upload.json()).toEqual({ status: FULL.status, message: FULL.text.zh, data: null });
    const signed = await sign(kit, kit.zhangsan, planId);
    expect(signed.statusCode).toBe(507);
    expect(signed.json().status).toBe(FULL.status);

    const degraded = await health();
    expect(degraded.statusCode).toBe(507);
    expect(degraded.json()).toEqual({
      status: FULL.status,
      message: FULL.text.zh,
      data: {
        version: expect.any(String),
        db: 'embedded',
        state: 'degraded',
        problems: [{ code: 'STORAGE_FULL', since: expect.any(String), where: 'filesystem blob store' }],
      },
    });
    // Neither a temporary file nor a new revision's blob: the failed writes removed what they made.
    expect(filesUnderBlobs().filter((name) => name.endsWith(TEMPORARY_SUFFIX))).toEqual([]);
    expect(filesUnderBlobs().sort()).toEqual(blobsBefore);
    const [document] = await kit.t.context.database.query<{ revision: number }>(
      'SELECT revision FROM contract_documents WHERE plan_id = $1',
      [planId],
    );
    expect(document!.revision).toBe(0);

    diskFull = false;
    expect((await health()).json()).toMatchObject({ status: 200, data: { state: 'ok', problems: [] } });
    // The health probe's own blob is gone too.
    expect(filesUnderBlobs().sort()).toEqual(blobsBefore);
    // The failed signature released the plan's signing lock and did not spend the code.
    expect((await sign(kit, kit.zhangsan, planId)).json()).toMatchObject({
      status: 200,
      data: { documents: [{ revision: 1 }] },
    });
  });
});
