// The demo enterprise's HR template, seeded with the demo data so a first-time evaluator can try
// an HR batch (`ecsign hr templates`, `ecsign hr send`) without designing a template first: a
// one-page labour contract set in Noto Sans SC, with the fields HR fills per employee (salary,
// position, start date), the employer signing with the HR seal and the employee by hand.
import { createHash, randomUUID } from 'node:crypto';
import type { TDisplayRect } from '@ecsign/core/model';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { DEMO_ENTERPRISE } from '../../db/seed-demo';
import { fillPdf, type TFillItem } from '../templates/fill-pdf';
import { templateFont } from '../templates/template-font';

export const DEMO_HR_TEMPLATE_NAME = '劳动合同（演示）';

const A4 = { width: 595, height: 842 };

/** The contract's printed text: [line, x, y from the top, font size]. */
const LINES: readonly [string, number, number, number][] = [
  ['劳动合同', 250, 60, 22],
  ['甲方（用人单位）：演示科技有限公司', 60, 120, 12],
  ['乙方（劳动者）：见签署方信息', 60, 145, 12],
  ['根据《中华人民共和国劳动合同法》，甲乙双方经平等协商，订立本合同。', 60, 185, 11],
  ['一、乙方的工作岗位：', 60, 225, 12],
  ['二、乙方的月工资（人民币）：', 60, 255, 12],
  ['三、乙方的入职日期：', 60, 285, 12],
  ['四、本合同一式两份，以电子签名方式签署，与纸质合同具有同等法律效力。', 60, 325, 11],
  ['甲方（盖章）：', 60, 560, 12],
  ['乙方（签字）：', 330, 560, 12],
];

const FIELDS = [
  { key: 'position', label: '岗位', type: 'TEXT', rect: [200, 218, 250, 20] },
  { key: 'salary', label: '月薪', type: 'AMOUNT_CN', rect: [230, 248, 250, 20] },
  { key: 'startDate', label: '入职日期', type: 'DATE', rect: [200, 278, 200, 20], required: false },
] as const;

const ROLES = [
  {
    key: 'employer',
    name: '甲方',
    type: 'ENTERPRISE',
    sealTypes: ['HR'],
    positions: [{ kind: 'RECT', page: 1, rect: [70, 585, 130, 130] }],
  },
  {
    key: 'employee',
    name: '乙方',
    type: 'PERSON',
    sealTypes: ['HANDWRITTEN'],
    positions: [{ kind: 'RECT', page: 1, rect: [340, 600, 140, 70] }],
  },
];

/** An empty A4 page: the text goes on as the fill layer, as filled-in values do. */
function blankPage(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << >> /Contents 4 0 R >>`,
    '<< /Length 0 >>\nstream\n\nendstream',
  ];
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

export async function demoHrTemplatePdf(): Promise<Uint8Array> {
  const items: TFillItem[] = LINES.map(([text, x, y, size]) => ({
    kind: 'TEXT',
    page: 1,
    rect: [x, y - size, A4.width - x - 40, size * 1.6] as TDisplayRect,
    text,
    fontSize: size,
  }));
  return fillPdf(blankPage(), items, await templateFont());
}

/** Seeds the template once for the demo enterprise; answers its id (the existing one on a re-run). */
export async function seedDemoHrTemplate(context: AppContext): Promise<string> {
  const db = context.database;
  const [enterprise] = await db.query<{ id: string }>('SELECT id FROM enterprises WHERE credit_code = $1', [
    DEMO_ENTERPRISE.creditCode,
  ]);
  if (!enterprise) throw new Error('no demo enterprise to seed an HR template for');
  const enterpriseId = enterprise.id;
  const [existing] = await db.query<{ id: string }>(
    'SELECT id FROM contract_templates WHERE enterprise_id = $1 AND name = $2',
    [enterpriseId, DEMO_HR_TEMPLATE_NAME],
  );
  if (existing) return existing.id;
  const [owner] = await db.query<{ id: string }>(
    `SELECT id FROM accounts WHERE enterprise_id = $1 AND account_type = 'ENTERPRISE' AND role = 'SUPER_ADMIN' LIMIT 1`,
    [enterpriseId],
  );
  if (!owner) throw new Error('the demo enterprise has no administrator to own its HR template');
  const id = randomUUID();
  const pdf = await demoHrTemplatePdf();
  const fileKey = `templates/${enterpriseId}/${id}.pdf`;
  await blobStoreOf(context).put(fileKey, pdf, 'application/pdf');
  const fields = FIELDS.map((field) => ({
    key: field.key,
    label: field.label,
    type: field.type,
    required: 'required' in field ? field.required : true,
    filledBy: 'INITIATOR',
    position: { page: 1, rect: field.rect },
  }));
  await db.query(
    `INSERT INTO contract_templates (id, enterprise_id, name, source_type, source_name, file_key, file_sha256, pages, fields, roles, status, created_by_account_id)
     VALUES ($1, $2, $3, 'PDF', 'labour-contract.pdf', $4, $5, $6, $7, $8, 'ENABLE', $9)`,
    [
      id,
      enterpriseId,
      DEMO_HR_TEMPLATE_NAME,
      fileKey,
      createHash('sha256').update(pdf).digest('hex'),
      JSON.stringify([A4]),
      JSON.stringify(fields),
      JSON.stringify(ROLES),
      owner.id,
    ],
  );
  return id;
}
