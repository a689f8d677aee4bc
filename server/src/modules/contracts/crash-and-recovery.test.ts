// A signature that fails half-way — a write that dies, a plan revoked while the PDF is being
// signed, a signer process killed while it holds the plan's signing lock — leaves the plan exactly as it was:
// the new revision's blob is written before the row switches, in one transaction, or not at all.
// Also: a verified subject without a certificate gets one on first signing; the evidence log
// refuses changes.
import { spawn } from 'node:child_process';
import { blobStoreOf, installBlobStore } from '../../blobs/blob-store-of';
import type { BlobStore } from '../../blobs/blob-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleChildScript, type ChildScript } from '../../test-support/bundle-child-script';
import { checkEvidenceChain } from './append-evidence';
import {
  actor,
  api,
  contractKit,
  person,
  sendBody,
  sign,
  signCode,
  uploadSample,
  type Api,
  type ContractKit,
} from '../../test-support/contract-test-kit';

describe('crashes and recovery while signing', () => {
  let kit: ContractKit;
  let call: Api;
  let store: BlobStore;
  let onPut: ((key: string) => Promise<void>) | undefined;
  let holderScript: ChildScript;
  beforeAll(async () => {
    holderScript = await bundleChildScript('src/modules/contracts/crash-test/signing-lock-holder.ts');
    kit = await contractKit();
    call = api(kit);
    store = blobStoreOf(kit.t.context);
    installBlobStore(kit.t.context, {
      kind: store.kind,
      put: async (key, bytes, type) => {
        await onPut?.(key);
        return store.put(key, bytes, type);
      },
      putStream: (key, source, type) => store.putStream(key, source, type),
      get: (key) => store.get(key),
      delete: (key) => store.delete(key),
    });
  }, 60_000);
  afterAll(async () => {
    holderScript?.remove();
    await kit?.t.close();
  });

  const send = async () => {
    const fileId = await uploadSample(kit, kit.admin);
    const sent = await call.post(
      'plan/send',
      sendBody(fileId, { signatories: [person(kit.zhangsan), person(kit.lisi)] }),
      kit.admin,
    );
    return sent.json().data.planIds[0] as string;
  };
  const state = async (planId: string) => {
    const db = kit.t.context.database;
    const [plan] = await db.query<{ status: number; signed_count: number; version: number }>(
      'SELECT status, signed_count, version FROM contract_plans WHERE id = $1',
      [planId],
    );
    const documents = await db.query<{ revision: number; blob_key: string }>(
      'SELECT revision, blob_key FROM contract_documents WHERE plan_id = $1',
      [planId],
    );
    const events = await db.query<{ kind: string }>(
      'SELECT kind FROM contract_events WHERE plan_id = $1 ORDER BY seq',
      [planId],
    );
    return { plan, documents, events: events.map((e) => e.kind) };
  };

  it('a write that dies mid-sign changes nothing, and the same code then works', async () => {
    const planId = await send();
    const before = await state(planId);
    const code = await signCode(kit, kit.zhangsan);
    onPut = async () => {
      throw new Error('disk gone');
    };
    const failed = await call.post('sign', { planId, requestId: 'attempt-0001', confirmation: { code } }, kit.zhangsan);
    onPut = undefined;
    expect(failed.statusCode).toBe(500);
    expect(await state(planId)).toEqual(before);
    const retried = await call.post(
      'sign',
      { planId, requestId: 'attempt-0001', confirmation: { code } },
      kit.zhangsan,
    );
    expect(retried.json()).toMatchObject({ status: 200, data: { documents: [{ revision: 1 }] } });
  });

  it('a plan revoked while the PDF is signed keeps its revoked state and its document', async () => {
    const planId = await send();
    const before = await state(planId);
    onPut = async () => {
      await kit.t.context.database.query("UPDATE contract_plans SET status = 3, void_route = 'REVOKE' WHERE id = $1", [
        planId,
      ]);
    };
    const response = await sign(kit, kit.zhangsan, planId);
    onPut = undefined;
    expect(response.json().status).toBe(61400007);
    const after = await state(planId);
    expect(after.documents).toEqual(before.documents);
    expect(after.events).toEqual(before.events);
  });

  it('a live signer in another process holds the plan; killed (kill -9), the retry signs at once', async () => {
    const planId = await send();
    const holder = spawn(process.execPath, [holderScript.path], {
      env: { ...process.env, HOLDER_DATABASE_URL: kit.t.context.database.url, HOLDER_PLAN_ID: planId },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
        holder.on('exit', (code) => reject(new Error(`the holder exited (${code}) before taking the lock`)));
      });
      // Two live signers never sign the same plan together.
      expect((await sign(kit, kit.zhangsan, planId)).json().status).toBe(74800002);
      expect((await state(planId)).documents[0]!.revision).toBe(0);
    } finally {
      holder.kill('SIGKILL');
      await exited;
    }
    // No lease to wait out: the lock went with the dead process's connection.
    expect((await sign(kit, kit.zhangsan, planId)).json()).toMatchObject({
      status: 200,
      data: { documents: [{ revision: 1 }] },
    });
  });

  it('issues a certificate on first signing to a verified person who has none', async () => {
    const hr = await actor(kit.t, 'hr', 'PERSONAL');
    const fileId = await uploadSample(kit, kit.admin);
    const sent = await call.post('plan/send', sendBody(fileId, { signatories: [person(hr)] }), kit.admin);
    const planId = sent.json().data.planIds[0];
    const before = await kit.t.context.database.query(
      "SELECT id FROM subject_certificates WHERE subject_id = $1 AND status = 'ISSUED'",
      [hr.userId],
    );
    expect(before).toHaveLength(0);
    expect((await sign(kit, hr, planId)).json()).toMatchObject({ status: 200, data: { completed: true } });
  });

  it('refuses to change or remove evidence-log entries', async () => {
    const db = kit.t.context.database;
    const [row] = await db.query<{ sequence: string }>('SELECT sequence::text FROM contract_evidence_log LIMIT 1');
    expect(row).toBeDefined();
    await expect(
      db.query("UPDATE contract_evidence_log SET entry_hash = 'x' WHERE sequence = $1", [row!.sequence]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM contract_evidence_log')).rejects.toThrow(/append-only/);
  });

  it('detects an entry altered behind the triggers’ back', async () => {
    const db = kit.t.context.database;
    expect(await checkEvidenceChain(db)).toBeNull();
    const [first] = await db.query<{ sequence: string }>(
      'SELECT sequence::text FROM contract_evidence_log ORDER BY sequence LIMIT 1',
    );
    // Someone with direct database access switches the guard off and rewrites a hash.
    await db.exec('ALTER TABLE contract_evidence_log DISABLE TRIGGER contract_evidence_log_no_update');
    await db.query(`UPDATE contract_evidence_log SET document_hashes = '["${'f'.repeat(64)}"]' WHERE sequence = $1`, [
      first!.sequence,
    ]);
    await db.exec('ALTER TABLE contract_evidence_log ENABLE TRIGGER contract_evidence_log_no_update');
    expect(await checkEvidenceChain(db)).toBe(Number(first!.sequence));
  });
});
