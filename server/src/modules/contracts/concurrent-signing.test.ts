// Spec items this file exercises (docs/spec-items.md): E-748.
// Many simultaneous sign requests on one plan: the documents' lease lets one signatory work at a
// time (the others get 748 and retry), retries with the same request id never sign twice, and the
// final PDF holds exactly one intact signature per signatory — for core's validator and for
// poppler's pdfsig when it is installed.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CATALOGUE, type TErrorCode } from '@ecsign/core/errors';
import { verifyPdf } from '@ecsign/core/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkiOf } from '../pki/pki-of';
import {
  api,
  contractKit,
  person,
  sendBody,
  signCode,
  uploadSample,
  type Actor,
  type ContractKit,
} from '../../test-support/contract-test-kit';

const statusOf = (name: TErrorCode) => ERROR_CATALOGUE[name].status;
const hasPdfsig = spawnSync('sh', ['-c', 'command -v pdfsig']).status === 0;
if (!hasPdfsig) console.log('concurrent-signing: pdfsig check skipped, pdfsig (poppler-utils) is not installed');

describe('simultaneous signatories', () => {
  let kit: ContractKit;
  beforeAll(async () => {
    kit = await contractKit();
  }, 60_000);
  afterAll(() => kit?.t.close());

  it('signs each signatory exactly once, whatever the interleaving', async () => {
    const call = api(kit);
    const fileId = await uploadSample(kit, kit.admin);
    const signers = [kit.zhangsan, kit.lisi, kit.adminPersonal, kit.otherPersonal];
    const sent = await call.post(
      'plan/send',
      sendBody(fileId, {
        signatories: signers.map((who, i) =>
          person(who, { positions: [{ page: 1, x: 40 + i * 130, y: 80, width: 110, height: 50 }] }),
        ),
      }),
      kit.admin,
    );
    const planId = sent.json().data.planIds[0] as string;

    // Each signatory: three tabs racing, each retrying on 748 with its own request id.
    const attempt = async (who: Actor, code: string) => {
      const requestId = randomUUID();
      for (let round = 0; round < 200; round += 1) {
        const response = await call.post('sign', { planId, requestId, confirmation: { code } }, who);
        const { status } = response.json();
        if (status !== statusOf('ANOTHER_SIGNATORY_OPERATING')) return { status, requestId, body: response.json() };
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
      }
      throw new Error('never got the lease');
    };
    const codes = await Promise.all(signers.map((who) => signCode(kit, who)));
    const results = await Promise.all(
      signers.flatMap((who, i) => [0, 1, 2].map(() => attempt(who, codes[i]!).then((r) => ({ who, ...r })))),
    );

    for (const who of signers) {
      const mine = results.filter((r) => r.who === who);
      expect(mine.filter((r) => r.status === 200)).toHaveLength(1);
      // The others found the signature made or the code spent.
      for (const other of mine.filter((r) => r.status !== 200))
        expect([statusOf('SIGNING_STATUS_INVALID'), statusOf('VERIFICATION_CODE_EXPIRED')]).toContain(other.status);
    }
    // A retry of a successful request answers the same and signs nothing more.
    const winner = results.find((r) => r.status === 200)!;
    const again = await call.post(
      'sign',
      { planId, requestId: winner.requestId, confirmation: { code: '000000' } },
      winner.who,
    );
    expect(again.json().data).toEqual(winner.body.data);

    const detail = (await call.get(`plan/${planId}`, kit.admin)).json().data;
    expect(detail.status).toBe(5);
    expect(detail.events.filter((e: { kind: string }) => e.kind === 'SIGNED')).toHaveLength(signers.length);
    const pdf = await kit.t.app.inject({
      method: 'GET',
      url: detail.documents[0].pdfUrl,
      headers: { authorization: `Bearer ${kit.admin.token}` },
    });
    const bytes = new Uint8Array(pdf.rawPayload);
    const pki = pkiOf(kit.t.context);
    const report = await verifyPdf(bytes, {
      engine: pki.engine,
      trustAnchors: [(await pki.ca()).default.root.certificate.der],
    });
    const approvals = report.signatures.filter((s) => s.kind === 'approval');
    expect(approvals).toHaveLength(signers.length);
    expect(new Set(approvals.map((s) => s.signer?.subject)).size).toBe(signers.length);
    for (const signature of report.signatures) expect(signature).toMatchObject({ intact: true, bottomLine: 'valid' });

    if (hasPdfsig) {
      const dir = mkdtempSync(join(tmpdir(), 'ecsign-contract-'));
      try {
        writeFileSync(join(dir, 'final.pdf'), bytes);
        const out = spawnSync('pdfsig', ['-nocert', join(dir, 'final.pdf')], { encoding: 'utf8' }).stdout;
        // pdfsig checks the approval signatures; it lists the document time-stamp without checking it.
        expect(out.match(/Signature is Valid\./g)?.length).toBe(approvals.length);
        expect(out).toContain('Signature Field Name: TimeStamp1');
        expect(out).not.toMatch(/Signature is Invalid/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }, 240_000);
});
