// A date field on a locked template (bad input): a published (enabled) template is locked — its
// fields are what every contract filled from it gets — so adding or changing a DATE field is
// refused with TEMPLATE_PUBLISHED_NOT_EDITABLE (7600007) and the stored design stays as it was,
// also when the editor read the template just before someone published it.
import { AppError } from '@ecsign/core/errors';
import type { TTemplateSaveRequest } from '@ecsign/core/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { client, type Client } from '../verification/test-people';
import { saveTemplate, type TTemplateSave } from './save-template';
import { findTemplate } from './template-access';
import { makeTemplatePdf, sampleDesign, uploadFile } from './template-test-kit';

const T = 'cb/assemble/template';

function withDateField(design: TTemplateSaveRequest): TTemplateSaveRequest {
  return {
    ...design,
    fields: [
      ...design.fields,
      {
        key: 'signedOn',
        label: '签订日期',
        type: 'DATE',
        required: true,
        filledBy: 'INITIATOR',
        position: { page: 1, rect: [50, 160, 200, 20] },
      },
    ],
  };
}

describe('a date field on a locked template', () => {
  let t: TestApp;
  let token: string;
  let admin: Client;
  let counter = 0;

  async function published() {
    const { data } = await uploadFile(t.app, token, { name: `锁定模板${++counter}`, bytes: makeTemplatePdf() });
    const saved = await admin.post(`${T}/save`, { ...sampleDesign(data.templateId, 1), name: `锁定设计${counter}` });
    expect(saved.status, saved.body).toBe(200);
    return { templateId: data.templateId as string, version: saved.data.version as number };
  }
  const storedFieldTypes = async (templateId: string) =>
    ((await admin.get(`${T}/detail`, { templateId })).data.fields as { type: string }[]).map((field) => field.type);

  beforeAll(async () => {
    t = await buildTestApp();
    token = await loginAs(t.app, 'admin', 'Admin@2026');
    admin = client(t.app, token);
  }, 60_000);
  afterAll(() => t.close());

  it('refuses adding a DATE field to an enabled template through the API and keeps its fields', async () => {
    const { templateId, version } = await published();
    expect((await admin.post(`${T}/enable`, { templateId })).status).toBe(200);
    const reply = await admin.post(`${T}/save`, {
      ...withDateField(sampleDesign(templateId, version)),
      name: `锁定设计${counter}`,
    });
    expect(reply.status).toBe(7600007);
    expect(await storedFieldTypes(templateId)).toEqual(['TEXT', 'AMOUNT_CN']);
  });

  it('refuses changing a field to DATE on an enabled template', async () => {
    const { templateId, version } = await published();
    expect((await admin.post(`${T}/enable`, { templateId })).status).toBe(200);
    const design = sampleDesign(templateId, version);
    design.fields[0] = { ...design.fields[0]!, type: 'DATE' };
    const reply = await admin.post(`${T}/save`, { ...design, name: `锁定设计${counter}` });
    expect(reply.status).toBe(7600007);
    expect(await storedFieldTypes(templateId)).toEqual(['TEXT', 'AMOUNT_CN']);
  });

  it('refuses a save read before the template was published (enabling keeps the version)', async () => {
    const { templateId, version } = await published();
    const readBeforePublishing = await findTemplate(t.context, templateId);
    expect(readBeforePublishing.status).not.toBe('ENABLE');
    expect((await admin.post(`${T}/enable`, { templateId })).status).toBe(200);
    const design = { ...withDateField(sampleDesign(templateId, version)), name: `锁定设计${counter}` };
    const refusal = await saveTemplate(t.context, readBeforePublishing, design as TTemplateSave).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('TEMPLATE_PUBLISHED_NOT_EDITABLE');
    expect(await storedFieldTypes(templateId)).toEqual(['TEXT', 'AMOUNT_CN']);
  });

  it('still saves a DATE field on a template that is not published', async () => {
    const { templateId, version } = await published();
    const reply = await admin.post(`${T}/save`, {
      ...withDateField(sampleDesign(templateId, version)),
      name: `锁定设计${counter}`,
    });
    expect(reply.status, reply.body).toBe(200);
    expect(await storedFieldTypes(templateId)).toEqual(['TEXT', 'AMOUNT_CN', 'DATE']);
  });
});
