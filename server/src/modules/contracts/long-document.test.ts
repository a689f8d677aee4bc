// A 300-page PDF (bad input of the signing-experience issue): uploading, initiating and signing a
// long contract works — the upload reports every page, a field on the last page is accepted, and
// the signature lands on a new revision of the whole document, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractKit, person, sendBody, sign, type Api, type ContractKit } from './contract-test-kit';

const PAGES = 300;

/** A PDF of `pages` A4 pages sharing one content stream, written by hand (xref offsets computed). */
function longPdf(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 5} 0 R`).join(' ');
  const stream = 'BT /F1 18 Tf 72 760 Td (ecsign long contract) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ...Array.from(
      { length: pages },
      () =>
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
    ),
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

describe('a 300-page contract', () => {
  let kit: ContractKit;
  let call: Api;
  beforeAll(async () => {
    kit = await contractKit();
    call = api(kit);
  }, 60_000);
  afterAll(() => kit?.t.close());

  it('uploads with every page, takes a field on the last page and signs whole', async () => {
    const uploaded = await call.upload(kit.admin, longPdf(PAGES));
    expect(uploaded.json().status, uploaded.body).toBe(200);
    const { fileId, pages } = uploaded.json().data as { fileId: string; pages: unknown[] };
    expect(pages).toHaveLength(PAGES);

    const lastPage = { page: PAGES, x: 72, y: 100, width: 120, height: 60, kind: 'SIGNATURE' as const };
    const sent = await call.post(
      'plan/send',
      sendBody(fileId, {
        plan: {
          taskName: '三百页合同',
          businessType: 'PURCHASE',
          planSendDocumentVOList: [{ documentName: '三百页合同.pdf', fileId }],
        },
        signatories: [person(kit.lisi, { positions: [lastPage] })],
      }),
      kit.admin,
    );
    expect(sent.json().status, sent.body).toBe(200);
    const planId = sent.json().data.planIds[0] as string;

    const signed = await sign(kit, kit.lisi, planId);
    expect(signed.json().status, signed.body).toBe(200);
    const detail = (await call.get(`plan/${planId}`, kit.lisi)).json().data;
    expect(detail.documents[0].pages).toHaveLength(PAGES);
    expect(detail.documents[0].revision).toBe(1);
    expect((detail.events as { kind: string }[]).filter((event) => event.kind === 'SIGNED')).toHaveLength(1);
  }, 120_000);

  it('refuses a field past the last page with the catalogue code, naming the page count', async () => {
    const uploaded = await call.upload(kit.admin, longPdf(PAGES));
    const { fileId } = uploaded.json().data as { fileId: string };
    const beyond = { page: PAGES + 1, x: 72, y: 100, width: 120, height: 60, kind: 'SIGNATURE' as const };
    const sent = await call.post(
      'plan/send',
      sendBody(fileId, { signatories: [person(kit.lisi, { positions: [beyond] })] }),
      kit.admin,
    );
    // Page out of range (746000xx), saying which page and how many the document has.
    expect(sent.statusCode).toBe(400);
    expect(sent.json().status).toBe(74600003);
    expect(sent.json().data).toEqual({ page: PAGES + 1, pages: PAGES });
  }, 60_000);
});
