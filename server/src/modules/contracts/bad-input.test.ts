// Spec items this file exercises (docs/spec-items.md): E-63xxxxx, P-initiate-enterprise.
// The bad input the contract endpoints must refuse: each answered with its catalogue code and text, and nothing
// half-created — no plan, party or inbox row appears after a refused send.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CATALOGUE, type TErrorCode } from '@ecsign/core/errors';
import { pdfBomb } from '@ecsign/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  contractKit,
  enterprise,
  person,
  samplePdf,
  sendBody,
  uploadSample,
  type Actor,
  type Api,
  type ContractKit,
} from '../../test-support/contract-test-kit';

const ENCRYPTED_PDF = new URL(
  '../../../../tests/fixtures/pdf-signatures/dss__encrypted-R4-signed.pdf',
  import.meta.url,
);
/** Real PDFs of many pages from the signature corpus: one whole, one to be cut short. */
const MANY_PAGES_PDF = new URL('../../../../tests/fixtures/pdf-signatures/dss__pkcs7_sha1.pdf', import.meta.url);
const SIXTEEN_PAGES_PDF = new URL(
  '../../../../tests/fixtures/pdf-signatures/dss__certified-no-change-permitted.pdf',
  import.meta.url,
);
const MB = 1024 * 1024;

describe('bad input', () => {
  let kit: ContractKit;
  let call: Api;
  let fileId: string;
  beforeAll(async () => {
    kit = await contractKit();
    call = api(kit);
    fileId = await uploadSample(kit, kit.admin);
  }, 60_000);
  afterAll(() => kit?.t.close());

  const expectError = (response: { json(): { status: number; message: string } }, code: TErrorCode) => {
    expect(response.json()).toMatchObject({
      status: ERROR_CATALOGUE[code].status,
      message: ERROR_CATALOGUE[code].text.zh,
    });
  };
  const counts = async () =>
    (
      await kit.t.context.database.query<{ plans: number; parties: number; inbox: number }>(
        `SELECT (SELECT count(*)::int FROM contract_plans) AS plans, (SELECT count(*)::int FROM contract_parties) AS parties,
                (SELECT count(*)::int FROM contract_inbox) AS inbox`,
      )
    )[0];

  it.each([
    ['a text file', new TextEncoder().encode('just some text, not a PDF'), 'NOT_A_PDF'],
    ['an empty file', new Uint8Array(), 'UPLOAD_CONTENT_EMPTY'],
    ['a damaged PDF', new TextEncoder().encode('%PDF-1.7\nnothing else'), 'PDF_DAMAGED'],
  ] as const)('refuses %s as a document', async (_name, bytes, code) => {
    expectError(await call.upload(kit.admin, bytes), code);
  });

  it('refuses a PDF whose streams would inflate to gigabytes as too complex, and keeps no file of any refused upload', async () => {
    const blobs = () =>
      readdirSync(join(kit.t.context.config.dataDir, 'blobs'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
        .sort();
    const before = blobs();
    // About 1 MB that declares 1.9 GiB of object streams and page content (inflate-budget.ts).
    const refused = await call.upload(kit.admin, pdfBomb());
    expect(refused.statusCode).toBe(413);
    expectError(refused, 'PDF_TOO_COMPLEX');
    expectError(await call.upload(kit.admin, new TextEncoder().encode('%PDF-1.7\nnothing else')), 'PDF_DAMAGED');
    // Neither a stored blob nor a temporary (.partial) file is left behind.
    expect(blobs()).toEqual(before);
  });

  it('takes a whole real PDF but refuses it cut short, which the reader could only recover in part', async () => {
    const accepted = await call.upload(kit.admin, new Uint8Array(readFileSync(MANY_PAGES_PDF)));
    expect(accepted.json().status, accepted.json().message).toBe(200);
    const sixteen = new Uint8Array(readFileSync(SIXTEEN_PAGES_PDF));
    // Cut at a quarter the reader recovers 15 of the 16 pages; at a half all pages but not their end.
    for (const fraction of [0.25, 0.55]) {
      const cut = sixteen.subarray(0, Math.floor(sixteen.length * fraction));
      expectError(await call.upload(kit.admin, cut), 'PDF_DAMAGED');
    }
  });

  it('refuses an encrypted PDF', async () => {
    expectError(await call.upload(kit.admin, new Uint8Array(readFileSync(ENCRYPTED_PDF))), 'PDF_PASSWORD_PROTECTED');
  });

  it('converts Word with LibreOffice, or says it cannot', async () => {
    // Sniffed as .docx by content (a ZIP naming word/document.xml), but not a real document.
    const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('..word/document.xml..')]);
    const response = await call.upload(kit.admin, docx, { fileName: 'contract.docx' });
    // A broken .docx fails conversion with or without LibreOffice; a missing soffice fails alike.
    expectError(response, 'WORD_TO_PDF_FAILED');
    // A name is not a format: a plain ZIP called .docx is not a PDF and never reaches LibreOffice.
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('..data.csv..')]);
    expectError(await call.upload(kit.admin, zip, { fileName: 'contract.docx' }), 'NOT_A_PDF');
  });

  it('refuses a 9 MB attachment and accepts an 8 MB one', async () => {
    expectError(
      await call.upload(kit.admin, new Uint8Array(9 * MB), { kind: 'ATTACHMENT', fileName: 'big.bin' }),
      'ATTACHMENT_TOO_LARGE',
    );
    const ok = await call.upload(kit.admin, new Uint8Array(8 * MB).fill(1), { kind: 'ATTACHMENT', fileName: 'ok.bin' });
    expect(ok.json().status).toBe(200);
  });

  it('refuses 101 attachments', async () => {
    const attachments = Array.from({ length: 101 }, (_, i) => ({ fileName: `a${i}.txt`, fileId: `x${i}` }));
    const body = sendBody(fileId, {
      signatories: [person(kit.zhangsan)],
      plan: {
        taskName: 't',
        businessType: 'b',
        planSendDocumentVOList: [{ documentName: 'a.pdf', fileId }],
        planAttachedFileVoList: attachments,
      },
    });
    expectError(await call.post('plan/send', body, kit.admin), 'ATTACHMENT_COUNT_EXCEEDED');
  });

  const sendCases: [string, () => unknown, TErrorCode][] = [
    ['no signatories', () => sendBody(fileId, { signatories: [] }), 'SIGNATORY_LIST_EMPTY'],
    [
      'no documents',
      () =>
        sendBody(fileId, {
          signatories: [person(kit.zhangsan)],
          plan: { taskName: 't', businessType: 'b', planSendDocumentVOList: [] },
        }),
      'CONTRACT_LIST_EMPTY',
    ],
    [
      'a deadline in the past',
      () =>
        sendBody(fileId, {
          signatories: [person(kit.zhangsan)],
          plan: {
            taskName: 't',
            businessType: 'b',
            endTime: '2020-01-01 10:00',
            planSendDocumentVOList: [{ documentName: 'a.pdf', fileId }],
          },
        }),
      'SIGNING_DEADLINE_PASSED',
    ],
    [
      'duplicate signing roles',
      () =>
        sendBody(fileId, {
          signatories: [person(kit.zhangsan, { roleName: '乙方' }), person(kit.lisi, { roleName: '乙方' })],
        }),
      'DUPLICATE_SIGNING_ROLE',
    ],
    [
      'the same signatory twice',
      () => sendBody(fileId, { signatories: [person(kit.zhangsan), person(kit.zhangsan)] }),
      'SIGNATORY_NOT_UNIQUE',
    ],
    [
      'a signatory without verification',
      () => sendBody(fileId, { signatories: [person(kit.zhangsan), person(kit.unverified)] }),
      'REAL_NAME_REQUIRED_TO_SIGN',
    ],
    [
      'an unverified enterprise signatory',
      () => sendBody(fileId, { signatories: [enterprise('不存在的公司')] }),
      'ENTERPRISE_NOT_FOUND',
    ],
    [
      'a seal type a person cannot use',
      () => sendBody(fileId, { signatories: [person(kit.zhangsan, { sealTypes: ['OFFICIAL'] })] }),
      'SEAL_TYPE_WRONG',
    ],
    [
      'a position on a page the document lacks',
      () =>
        sendBody(fileId, {
          signatories: [person(kit.zhangsan, { positions: [{ page: 2, x: 1, y: 1, width: 10, height: 10 }] })],
        }),
      'PDF_PAGE_OUT_OF_RANGE',
    ],
    [
      'an upload of someone else',
      () => sendBody('no-such-upload', { signatories: [person(kit.zhangsan)] }),
      'DOCUMENT_NOT_FOUND',
    ],
  ];
  it.each(sendCases)('refuses %s, creating nothing', async (_name, body, code) => {
    const before = await counts();
    expectError(await call.post('plan/send', body(), kit.admin), code);
    expect(await counts()).toEqual(before);
  });

  it('refuses a batch whose last recipient is unverified, creating none of the copies', async () => {
    const before = await counts();
    const body = sendBody(fileId, {
      kind: 'BATCH',
      signatories: [],
      batchRecipients: [person(kit.zhangsan), person(kit.lisi), person(kit.unverified)],
    });
    expectError(await call.post('plan/send', body, kit.admin), 'REAL_NAME_REQUIRED_TO_SIGN');
    expect(await counts()).toEqual(before);
  });

  const initiators: [string, (kit: ContractKit) => Actor, TErrorCode][] = [
    ['a person (not an enterprise)', (k) => k.zhangsan, 'NON_ENTERPRISE_CANNOT_INITIATE'],
    ['an unverified person', (k) => k.unverified, 'NON_ENTERPRISE_CANNOT_INITIATE'],
  ];
  it.each(initiators)('refuses %s as initiator', async (_name, who, code) => {
    expectError(await call.post('plan/send', sendBody(fileId, { signatories: [person(kit.lisi)] }), who(kit)), code);
    expectError(await call.upload(who(kit), samplePdf()), code);
  });

  it('refuses an unverified enterprise as initiator', async () => {
    await kit.t.context.database.query(`UPDATE enterprises SET auth_status = 'AUTHING' WHERE name = $1`, [
      kit.otherEnterpriseName,
    ]);
    try {
      expectError(await call.upload(kit.other, samplePdf()), 'ENTERPRISE_NOT_VERIFIED');
    } finally {
      await kit.t.context.database.query(`UPDATE enterprises SET auth_status = 'AUTH' WHERE name = $1`, [
        kit.otherEnterpriseName,
      ]);
    }
  });
});
