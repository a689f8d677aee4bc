// Fields by type on a contract: a signatory's seal/signature, date, text, check box, name and ID
// number fields are stored with the plan and shown back; a required text or check box left empty
// refuses the signature with nothing signed; once filled, the signed PDF draws each field by its
// type — the date in the plan's format, the typed text, the verified name and masked ID number —
// readable by pdftotext, and every signature stays valid for core's validator and poppler's pdfsig.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { verifyPdf } from '@ecsign/core/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskIdNumber } from '../identity/mask-id-number';
import { pkiOf } from '../pki/pki-of';
import { api, contractKit, sendBody, sign, uploadSample, type ContractKit } from '../../test-support/contract-test-kit';
import { dateToLocal } from './local-time';

const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

function withFile<T>(bytes: Uint8Array, run: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-fields-'));
  try {
    const file = join(dir, 'signed.pdf');
    writeFileSync(file, bytes);
    return run(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const box = (x: number, y: number, extra: Record<string, unknown>) => ({
  page: 1,
  x,
  y,
  width: 160,
  height: 30,
  ...extra,
});

describe('contract field types', () => {
  let kit: ContractKit;
  beforeAll(async () => {
    kit = await contractKit();
  }, 120_000);
  afterAll(() => kit?.t.close());

  it('refuses an empty required field, then signs every type with its own appearance', async () => {
    const fileId = await uploadSample(kit, kit.admin);
    const sent = await api(kit).post(
      'plan/send',
      sendBody(fileId, {
        plan: {
          taskName: '字段合同',
          businessType: 'PURCHASE',
          dateFormat: 'YYYY年MM月DD日',
          planSendDocumentVOList: [{ documentName: '字段合同.pdf', fileId }],
        },
        signatories: [
          {
            subjectType: 'PERSONAL',
            name: kit.zhangsan.name,
            mobile: kit.zhangsan.mobile,
            roleName: '乙方',
            positions: [
              box(72, 700, { kind: 'SIGNATURE', height: 60 }),
              box(72, 640, { kind: 'DATE' }),
              box(72, 600, { kind: 'TEXT', label: '联系地址' }),
              box(72, 560, { kind: 'CHECKBOX', label: '已阅读条款', width: 20, height: 20 }),
              box(72, 520, { kind: 'NAME' }),
              box(72, 480, { kind: 'ID_NUMBER' }),
              box(72, 440, { kind: 'TEXT', label: '备注', required: false }),
            ],
          },
        ],
      }),
      kit.admin,
    );
    expect(sent.json().status).toBe(200);
    const planId: string = sent.json().data.planIds[0];

    const detail = (await api(kit).get(`plan/${planId}`, kit.zhangsan)).json().data;
    const positions = detail.signatories[0].positions as {
      positionId: string;
      kind: string;
      required: boolean;
      label: string | null;
    }[];
    expect(positions.map((p) => [p.kind, p.required, p.label])).toEqual([
      ['SIGNATURE', true, null],
      ['DATE', true, null],
      ['TEXT', true, '联系地址'],
      ['CHECKBOX', true, '已阅读条款'],
      ['NAME', true, null],
      ['ID_NUMBER', true, null],
      ['TEXT', false, '备注'],
    ]);
    const [address, agreed] = [positions[2]!.positionId, positions[3]!.positionId];

    // The demo users are marked verified without a verification: no ID number to print yet.
    const noIdentity = await sign(kit, kit.zhangsan, planId, { fieldValues: { [address]: 'x', [agreed]: 'true' } });
    expect(noIdentity.json().status).toBe(ERROR_CATALOGUE.REAL_NAME_REQUIRED_TO_SIGN.status);
    // As a verification records it: the name, an HMAC and the masked number, never the number.
    await kit.t.context.database.query(
      `INSERT INTO person_identities (user_id, name, id_number_hash, id_number_masked, method, verified_at)
       VALUES ($1, $2, 'test-hash', $3, 'TWO_ELEMENT', now())`,
      [kit.zhangsan.userId, kit.zhangsan.name, maskIdNumber('110105199003070017')],
    );

    // The address is missing: refused, and the document is still the uploaded revision.
    const refused = await sign(kit, kit.zhangsan, planId, { fieldValues: { [agreed]: 'true' } });
    expect(refused.json().status).toBe(61400060);
    const unticked = await sign(kit, kit.zhangsan, planId, {
      fieldValues: { [address]: '北京市海淀区', [agreed]: 'false' },
    });
    expect(unticked.json().status).toBe(61400060);
    const stranger = await sign(kit, kit.zhangsan, planId, {
      fieldValues: { [address]: 'x', [agreed]: 'true', nope: 'x' },
    });
    expect(stranger.json().status).toBe(61400061);
    expect((await api(kit).get(`plan/${planId}`, kit.zhangsan)).json().data.documents[0].revision).toBe(0);

    const signed = await sign(kit, kit.zhangsan, planId, {
      fieldValues: { [address]: '北京市海淀区中关村', [agreed]: 'true' },
    });
    expect(signed.json().status).toBe(200);
    const after = (await api(kit).get(`plan/${planId}`, kit.zhangsan)).json().data;
    const pdf = await kit.t.app.inject({
      method: 'GET',
      url: after.documents[0].pdfUrl,
      headers: { authorization: `Bearer ${kit.zhangsan.token}` },
    });
    const bytes = new Uint8Array(pdf.rawPayload);

    const pki = pkiOf(kit.t.context);
    const report = await verifyPdf(bytes, {
      engine: pki.engine,
      trustAnchors: [(await pki.ca()).default.root.certificate.der],
    });
    const approvals = report.signatures.filter((s) => s.kind === 'approval');
    expect(approvals).toHaveLength(7);
    for (const signature of report.signatures) expect(signature).toMatchObject({ intact: true, bottomLine: 'valid' });

    const [year, month, day] = dateToLocal(kit.t.context.now())!.slice(0, 10).split('-');
    if (has('pdftotext')) {
      const text = withFile(bytes, (file) => spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout);
      expect(text).toContain(`${year}年${month}月${day}日`);
      expect(text).toContain('北京市海淀区中关村');
      expect(text).toContain(kit.zhangsan.name);
      // The ID number is printed masked (first 3, last 4), never whole.
      expect(text).toContain('110***********0017');
      expect(text).not.toContain('110105199003070017');
    }
    if (has('pdfsig')) {
      const out = withFile(bytes, (file) => spawnSync('pdfsig', ['-nocert', file], { encoding: 'utf8' }).stdout);
      expect(out.match(/Signature is Valid\./g)?.length).toBe(7);
      expect(out).not.toMatch(/Signature is Invalid/);
    }
    const [stored] = await kit.t.context.database.query<{ filled_value: string }>(
      'SELECT filled_value FROM contract_positions WHERE id = $1',
      [address],
    );
    expect(stored?.filled_value).toBe('北京市海淀区中关村');
  }, 240_000);
});
