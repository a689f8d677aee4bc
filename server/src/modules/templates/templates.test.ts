// Spec items this file exercises (docs/spec-items.md): E-76xxxxx.
// Contract templates end to end through the API: upload (checked by content, Word converted by
// LibreOffice when present), the design rules and their catalogue errors, enabling, previews
// filled with sample data and with values, fillTemplate for contracts, and template groups.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTemplates } from '../../db/schema';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { client, type Client } from '../../test-support/test-people';
import { fillTemplate } from './fill-template';
import { makeTemplatePdf, pdfText, sampleDesign, uploadFile } from '../../test-support/template-test-kit';

const T = 'cb/assemble/template';

describe('contract templates', () => {
  let t: TestApp;
  let token: string;
  let admin: Client;
  let counter = 0;
  const upload = (bytes: Uint8Array = makeTemplatePdf(), extra: { fileName?: string; name?: string } = {}) =>
    uploadFile(t.app, token, { name: extra.name ?? `模板${++counter}`, bytes, ...extra });
  const preview = async (templateId: string, values?: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/ecapi/${T}/preview`,
      headers: { authorization: `Bearer ${token}` },
      payload: { templateId, ...(values ? { values } : {}) },
    });
    return response;
  };
  const designed = async () => {
    const { data } = await upload();
    const saved = await admin.post(`${T}/save`, { ...sampleDesign(data.templateId, 1), name: `设计${++counter}` });
    expect(saved.status, saved.body).toBe(200);
    return { templateId: data.templateId as string, version: saved.data.version as number };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    token = await loginAs(t.app, 'admin', 'Admin@2026');
    admin = client(t.app, token);
  }, 60_000);
  afterAll(() => t.close());

  describe('upload', () => {
    it('keeps a PDF as a DRAFT template with its pages', async () => {
      const reply = await upload(makeTemplatePdf([['one'], ['two']]), { name: '两页模板' });
      expect(reply.status).toBe(200);
      const detail = await admin.get(`${T}/detail`, { templateId: reply.data.templateId });
      expect(detail.data).toMatchObject({
        name: '两页模板',
        status: 'DRAFT',
        sourceType: 'PDF',
        pageCount: 2,
        pages: [
          { width: 595, height: 842 },
          { width: 595, height: 842 },
        ],
        version: 1,
        creatorName: '王管理',
      });
      const file = await t.app.inject({
        method: 'GET',
        url: `/ecapi/${T}/file`,
        query: { templateId: reply.data.templateId },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('swaps width and height of a page shown turned', async () => {
      const reply = await upload(makeTemplatePdf([['turned']], 90));
      const detail = await admin.get(`${T}/detail`, { templateId: reply.data.templateId });
      expect(detail.data.pages).toEqual([{ width: 842, height: 595 }]);
    });

    it.each([
      ['a text file named .pdf', new TextEncoder().encode('just text, not a PDF'), 63100011],
      ['an empty file', new Uint8Array(0), 6300007],
      ['a PDF header over garbage', new TextEncoder().encode('%PDF-1.7\ngarbage without objects'), undefined],
    ])('refuses %s with its catalogue code and saves nothing', async (_name, bytes, status) => {
      const before = await t.context.database.db.select().from(contractTemplates);
      const reply = await upload(bytes, { fileName: 'contract.pdf' });
      if (status) expect(reply.status).toBe(status);
      else expect([74300006, 74600006]).toContain(reply.status);
      expect(reply.message).not.toBe('');
      expect(await t.context.database.db.select().from(contractTemplates)).toHaveLength(before.length);
    });

    it('refuses a duplicate name (63100010)', async () => {
      await upload(undefined, { name: '重名模板' });
      const again = await upload(undefined, { name: '重名模板' });
      expect([again.statusCode, again.status]).toEqual([409, 63100010]);
    });

    describe('Word documents', () => {
      // The smallest .docx the sniffer accepts: a ZIP whose entry is word/document.xml.
      const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml....')]);
      let fakeBin: string;
      const path = process.env.PATH;
      beforeAll(() => {
        fakeBin = mkdtempSync(join(tmpdir(), 'ecsign-fake-soffice-'));
      });
      afterAll(() => {
        process.env.PATH = path;
        rmSync(fakeBin, { recursive: true, force: true });
      });

      it('says word-to-PDF conversion failed when LibreOffice is not installed', async () => {
        process.env.PATH = fakeBin;
        const reply = await upload(new Uint8Array(docx), { fileName: 'contract.docx' });
        process.env.PATH = path;
        expect([reply.statusCode, reply.status]).toEqual([500, 63100014]);
      });

      it('converts with soffice --headless --convert-to pdf into its own temporary folder', async () => {
        // A stand-in soffice that writes a real PDF where LibreOffice would (--outdir, input's base name).
        const pdfFile = join(fakeBin, 'out.pdf');
        writeFileSync(pdfFile, makeTemplatePdf([['converted from Word']]));
        const script = join(fakeBin, 'soffice');
        writeFileSync(
          script,
          `#!/bin/sh\nfor a; do last="$a"; done\nwhile [ "$1" != "--outdir" ]; do shift; done\n` +
            `case "$*" in *--headless*) ;; esac\ncp "${pdfFile}" "$2/$(basename "$last" | sed 's/\\.[^.]*$//').pdf"\n`,
        );
        chmodSync(script, 0o755);
        process.env.PATH = `${fakeBin}${delimiter}${path}`;
        const reply = await upload(new Uint8Array(docx), { fileName: '合同.docx', name: 'Word模板' });
        process.env.PATH = path;
        expect(reply.status, JSON.stringify(reply)).toBe(200);
        const detail = await admin.get(`${T}/detail`, { templateId: reply.data.templateId });
        expect(detail.data).toMatchObject({ sourceType: 'WORD', sourceName: '合同.docx', pageCount: 1 });
      });
    });
  });

  describe('design rules', () => {
    const broken: [string, (d: ReturnType<typeof sampleDesign>) => void, number][] = [
      ['a field key used twice', (d) => d.fields.push({ ...d.fields[0]!, label: '另一个' }), 7600006],
      ['a signing role named twice', (d) => d.roles.push({ ...d.roles[0]!, key: 'other' }), 63100015],
      ['a person role with an enterprise seal', (d) => (d.roles[1]!.sealTypes = ['OFFICIAL']), 63100016],
      [
        'a field filled by a role that does not exist',
        (d) => Object.assign(d.fields[0]!, { filledBy: 'ROLE', roleKey: 'nobody' }),
        63100013,
      ],
      ['a default that does not fit its type', (d) => (d.fields[1]!.defaultValue = '12.345'), 7600009],
      [
        'two overlapping positions of one role',
        (d) => d.roles[0]!.positions.push({ kind: 'RECT', page: 1, rect: [100, 650, 120, 120] }),
        7600010,
      ],
      ['a position on a page the PDF lacks', (d) => (d.fields[0]!.position.page = 3), 74600003],
      ['a rectangle beyond the page edge', (d) => (d.fields[0]!.position.rect = [500, 100, 200, 20]), 74600003],
      [
        'a keyword the PDF does not print',
        (d) => (d.roles[1]!.positions = [{ kind: 'KEYWORD', keyword: '乙方签字', width: 100, height: 50 }]),
        74600004,
      ],
    ];

    it.each(broken)('refuses %s and keeps the saved design', async (_name, breakIt, status) => {
      const { templateId, version } = await designed();
      const design = sampleDesign(templateId, version);
      breakIt(design);
      const reply = await admin.post(`${T}/save`, { ...design, name: `坏设计${++counter}` });
      expect(reply.status, reply.body).toBe(status);
      const detail = await admin.get(`${T}/detail`, { templateId });
      expect(detail.data.version).toBe(version);
      expect(detail.data.fields).toHaveLength(2);
      expect(detail.data.roles).toHaveLength(2);
    });

    it('allows two positions of one role when they do not overlap, and positions of different roles to touch', async () => {
      const { templateId, version } = await designed();
      const design = sampleDesign(templateId, version);
      design.roles[0]!.positions.push({ kind: 'RECT', page: 1, rect: [200, 600, 120, 120] });
      expect((await admin.post(`${T}/save`, { ...design, name: `多位置${++counter}` })).status).toBe(200);
    });

    it('refuses a stale version (500000001) and an enabled template (7600007)', async () => {
      const { templateId, version } = await designed();
      const stale = await admin.post(`${T}/save`, { ...sampleDesign(templateId, version - 1), name: `旧${++counter}` });
      expect(stale.status).toBe(500000001);
      expect((await admin.post(`${T}/enable`, { templateId })).status).toBe(200);
      const locked = await admin.post(`${T}/save`, { ...sampleDesign(templateId, version), name: `锁${++counter}` });
      expect(locked.status).toBe(7600007);
    });
  });

  describe('enabling', () => {
    it('needs a signing role (63100013) with a place to sign (7600005)', async () => {
      const { data } = await upload();
      const empty = { ...sampleDesign(data.templateId, 1), name: `空${++counter}`, roles: [], fields: [] };
      expect((await admin.post(`${T}/save`, empty)).status).toBe(200);
      expect((await admin.post(`${T}/enable`, { templateId: data.templateId })).status).toBe(63100013);
      const unplaced = sampleDesign(data.templateId, 2);
      unplaced.roles[0]!.positions = [];
      expect((await admin.post(`${T}/save`, { ...unplaced, name: `未放置${++counter}` })).status).toBe(200);
      expect((await admin.post(`${T}/enable`, { templateId: data.templateId })).status).toBe(7600005);
      const detail = await admin.get(`${T}/detail`, { templateId: data.templateId });
      expect(detail.data.status).toBe('DRAFT');
    });
  });

  describe('preview and fillTemplate', () => {
    it('fills the preview with sample data, keeping the page text', async () => {
      const { templateId } = await designed();
      const response = await preview(templateId);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = pdfText(response.rawPayload);
      expect(text).toContain('Party A signature');
      expect(text).toContain('乙方姓名示例');
      expect(text).toContain('壹仟贰佰叁拾肆元伍角陆分');
    });

    it('fills given values, amounts in Chinese capitals', async () => {
      const { templateId } = await designed();
      const text = pdfText((await preview(templateId, { partyName: '张三', salary: '8000' })).rawPayload);
      expect(text).toContain('张三');
      expect(text).toContain('捌仟元整');
      expect(text).not.toContain('乙方姓名示例');
    });

    it.each([
      ['a value that does not fit', { salary: 'eight thousand' }],
      ['a field the template lacks', { bonus: '1' }],
    ])('refuses %s (7600009)', async (_name, values) => {
      const { templateId } = await designed();
      const response = await preview(templateId, values);
      expect(response.json()).toMatchObject({ status: 7600009 });
    });

    it('fills an enabled template for a contract and resolves keyword positions', async () => {
      const { templateId } = await designed();
      await expect(fillTemplate(t.context, { templateId, values: {} })).rejects.toMatchObject({
        code: 'TEMPLATE_NOT_PUBLISHED',
      });
      expect((await admin.post(`${T}/enable`, { templateId })).status).toBe(200);
      await expect(fillTemplate(t.context, { templateId, values: { salary: '1' } })).rejects.toMatchObject({
        code: 'REQUIRED_FIELD_MISSING',
      });
      const filled = await fillTemplate(t.context, { templateId, values: { partyName: '李四', salary: '10.05' } });
      expect(pdfText(filled.pdf)).toContain('壹拾元零伍分');
      const [employer, employee] = filled.positions;
      expect(employer).toMatchObject({ roleKey: 'employer', positions: [{ page: 1, rect: [50, 600, 120, 120] }] });
      expect(employer!.positions[0]!.userRect).toEqual([50, 122, 120, 120]);
      // "Party A signature" is printed at (50, 760) in 12 pt Helvetica: the 100 × 50 box is centred on it.
      const keyword = employee!.positions[0]!;
      expect(keyword.page).toBe(1);
      const [x, y, w, h] = keyword.userRect;
      expect([w, h]).toEqual([100, 50]);
      expect(x + w / 2).toBeGreaterThan(80);
      expect(x + w / 2).toBeLessThan(200);
      expect(y + h / 2).toBeGreaterThan(755);
      expect(y + h / 2).toBeLessThan(775);
      // A filled value that prints the keyword cannot move a signature box.
      const spoof = await fillTemplate(t.context, {
        templateId,
        values: { partyName: 'Party A signature', salary: '1' },
      });
      expect(pdfText(spoof.pdf)).toContain('Party A signature');
      expect(spoof.positions).toEqual(filled.positions);
      const form = await admin.get(`${T}/form`, { templateId });
      expect(form.data).toMatchObject({ templateId, pageCount: 1, roles: [{ key: 'employer' }, { key: 'employee' }] });
      expect(form.data.fields.map((field: { key: string }) => field.key)).toEqual(['partyName', 'salary']);
      expect(form.data.roles[0].positions).toBeUndefined();
      expect((await admin.post(`${T}/disable`, { templateId })).status).toBe(200);
      expect((await admin.get(`${T}/form`, { templateId })).status).toBe(7600001);
      await expect(fillTemplate(t.context, { templateId, values: {} })).rejects.toMatchObject({
        code: 'TEMPLATE_DISABLED',
      });
    });
  });

  describe('groups and the list', () => {
    it('files templates in groups, refuses duplicates and non-empty deletes, and filters the list', async () => {
      const created = await admin.post(`${T}/group/create`, { name: '人事类' });
      expect(created.status).toBe(200);
      expect((await admin.post(`${T}/group/create`, { name: '人事类' })).status).toBe(62500002);
      const groupId = created.data.groupId as string;
      const reply = await upload(undefined, { name: '入职合同' });
      const design = { ...sampleDesign(reply.data.templateId, 1), name: '入职合同', groupId };
      expect((await admin.post(`${T}/save`, design)).status).toBe(200);
      const groups = await admin.get(`${T}/group/list`);
      expect(groups.data).toContainEqual({ groupId, name: '人事类', templateCount: 1 });
      expect((await admin.post(`${T}/group/delete`, { groupId })).status).toBe(62500003);
      const listed = await admin.get(`${T}/list`, { current: '1', size: '5', groupId });
      expect(listed.data.total).toBe(1);
      expect(listed.data.records[0]).toMatchObject({ name: '入职合同', groupName: '人事类', fieldCount: 2 });
      const searched = await admin.get(`${T}/list`, { current: '1', size: '5', name: '入职' });
      expect(searched.data.records.map((r: { name: string }) => r.name)).toEqual(['入职合同']);
      expect((await admin.post(`${T}/delete`, { templateId: reply.data.templateId })).status).toBe(200);
      expect((await admin.post(`${T}/group/delete`, { groupId })).status).toBe(200);
      const gone = await t.context.database.db
        .select()
        .from(contractTemplates)
        .where(eq(contractTemplates.id, reply.data.templateId));
      expect(gone).toEqual([]);
    });
  });
});
