// The watermark flag: a plan with watermarkState ENABLE has its documents stamped before anyone
// signs (and the signatures stay valid); previews can be stamped on the fly without touching the
// stored file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyPdf } from '@ecsign/core/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkiOf } from '../pki/pki-of';
import {
  api,
  contractKit,
  person,
  sendBody,
  sign,
  uploadSample,
  type ContractKit,
} from '../../test-support/contract-test-kit';
import { sha256Hex } from './sha256-hex';

const hasPdftotext = spawnSync('sh', ['-c', 'command -v pdftotext']).status === 0;
if (!hasPdftotext) console.log('watermark: text check skipped, pdftotext (poppler-utils) is not installed');

function textOf(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-wm-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), bytes);
    // Diagonal text comes out a glyph per line: compare without the whitespace.
    return spawnSync('pdftotext', [join(dir, 'a.pdf'), '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('watermark', () => {
  let kit: ContractKit;
  beforeAll(async () => {
    kit = await contractKit();
  }, 60_000);
  afterAll(() => kit?.t.close());

  it('stamps the documents of a watermarked plan before signing, and previews on request', async () => {
    const call = api(kit);
    const fileId = await uploadSample(kit, kit.admin);
    const upload = await call.get(`file/upload/${fileId}`, kit.admin);
    const body = sendBody(fileId, {
      signatories: [person(kit.zhangsan)],
      plan: {
        taskName: '水印合同',
        businessType: 'B',
        watermarkState: 'ENABLE',
        planSendDocumentVOList: [{ documentName: 'w.pdf', fileId }],
      },
    });
    const planId = (await call.post('plan/send', body, kit.admin)).json().data.planIds[0];
    const detail = (await call.get(`plan/${planId}`, kit.admin)).json().data;
    expect(detail.watermarkState).toBe('ENABLE');
    expect(detail.documents[0].sha256).not.toBe(sha256Hex(upload.rawPayload));
    expect((await sign(kit, kit.zhangsan, planId)).json().status).toBe(200);

    const url = `plan/${planId}/document/${detail.documents[0].documentId}/pdf`;
    const stored = new Uint8Array((await call.get(url, kit.admin)).rawPayload);
    const preview = new Uint8Array((await call.get(`${url}?watermark=true`, kit.admin)).rawPayload);
    expect(preview.length).toBeGreaterThan(stored.length);
    const pki = pkiOf(kit.t.context);
    const report = await verifyPdf(stored, {
      engine: pki.engine,
      trustAnchors: [(await pki.ca()).default.root.certificate.der],
    });
    for (const signature of report.signatures) expect(signature.bottomLine).toBe('valid');
    if (hasPdftotext) {
      expect(textOf(stored)).toContain(kit.demoEnterpriseName);
      // The preview's own stamp lies over the document's: two of each glyph, and the preview words.
      expect(textOf(preview).match(/演/g)).toHaveLength(2);
      expect(textOf(preview)).toMatch(/仅.*供.*预.*览/);
    }
  }, 60_000);
});
