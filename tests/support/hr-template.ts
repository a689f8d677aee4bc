// An enabled HR template on a running server, made the way an administrator makes one: upload a
// one-page PDF, design two fill-in fields (salary, position) and two roles (the enterprise signing
// with its HR seal, the employee by hand), enable. For the e2e tests of HR batches.
const TEMPLATE_LINES = ['Labour contract', 'Employer', 'Employee'];

/** A one-page PDF printing three lines (Helvetica). */
export function templatePdf(): Uint8Array {
  const text = TEMPLATE_LINES.map((line, k) => `BT /F1 12 Tf 50 ${780 - k * 20} Td (${line}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

export async function loginToken(serverUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${serverUrl}/ecapi/token/accessToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

/** Creates and enables the template as the given administrator; answers its id. */
export async function createHrTemplate(serverUrl: string, adminToken: string, name: string): Promise<string> {
  const headers = { authorization: `Bearer ${adminToken}` };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${serverUrl}/ecapi/${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const reply = (await response.json()) as { status: number };
    if (reply.status !== 200) throw new Error(`${path}: ${JSON.stringify(reply)}`);
  };
  const upload = await fetch(
    `${serverUrl}/ecapi/cb/assemble/template/upload?name=${encodeURIComponent(name)}&fileName=labour.pdf`,
    { method: 'POST', headers: { ...headers, 'content-type': 'application/pdf' }, body: Buffer.from(templatePdf()) },
  );
  const templateId = ((await upload.json()) as { data: { templateId: string } }).data.templateId;
  await post('cb/assemble/template/save', {
    templateId,
    version: 1,
    name,
    groupId: null,
    fields: [
      {
        key: 'salary',
        label: '月薪',
        type: 'AMOUNT_CN',
        required: true,
        filledBy: 'INITIATOR',
        position: { page: 1, rect: [50, 120, 300, 20] },
      },
      {
        key: 'position',
        label: '岗位',
        type: 'TEXT',
        required: true,
        filledBy: 'INITIATOR',
        position: { page: 1, rect: [50, 150, 200, 20] },
      },
    ],
    roles: [
      {
        key: 'employer',
        name: '甲方',
        type: 'ENTERPRISE',
        sealTypes: ['HR'],
        positions: [{ kind: 'RECT', page: 1, rect: [60, 600, 120, 120] }],
      },
      {
        key: 'employee',
        name: '乙方',
        type: 'PERSON',
        sealTypes: ['HANDWRITTEN'],
        positions: [{ kind: 'RECT', page: 1, rect: [350, 620, 120, 60] }],
      },
    ],
  });
  await post('cb/assemble/template/enable', { templateId });
  return templateId;
}
