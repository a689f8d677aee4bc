// An enabled HR template on a running server, made the way an administrator makes one: upload a
// PDF, design the fill-in fields (salary, and position unless left out) and two roles (the
// enterprise signing with its HR seal, the employee by hand), enable. The e2e tests and the
// benchmarks make their HR templates here; plain JavaScript so that the benchmark scripts, which
// Node runs as they are, can import it too (hr-template.d.mts types it for the tests).
// server/src/test-support/hr-test-kit.ts writes the same design straight into the database
// for the server's own tests (the server may not import from tests/).
import { textPdf } from './contract-pdf.mjs';

/** The lines the default template document prints. */
export const HR_TEMPLATE_LINES = Object.freeze(['Labour contract', 'Employer', 'Employee']);

/** The default template document: one page printing HR_TEMPLATE_LINES. */
export const hrTemplatePdf = () => textPdf(HR_TEMPLATE_LINES);

/** The fill-in fields HR fills from the employee list, by key (the list's columns 月薪 and 岗位). */
export const HR_TEMPLATE_FIELDS = Object.freeze({
  salary: Object.freeze({
    key: 'salary',
    label: '月薪',
    type: 'AMOUNT_CN',
    required: true,
    filledBy: 'INITIATOR',
    position: { page: 1, rect: [50, 120, 300, 20] },
  }),
  position: Object.freeze({
    key: 'position',
    label: '岗位',
    type: 'TEXT',
    required: true,
    filledBy: 'INITIATOR',
    position: { page: 1, rect: [50, 150, 200, 20] },
  }),
});

/** Where the two roles sign on the one-page default document. */
export const ONE_PAGE_SIGN_AT = Object.freeze({
  employer: Object.freeze({ page: 1, rect: [60, 600, 120, 120] }),
  employee: Object.freeze({ page: 1, rect: [350, 620, 120, 60] }),
});

/** A password login (the test servers skip the captcha); answers the access token. */
export async function loginToken(serverUrl, username, password) {
  const response = await fetch(`${serverUrl}/ecapi/token/accessToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return (await response.json()).data.access_token;
}

/** The body of `cb/assemble/template/save` for the design above. */
function templateDesign(templateId, name, fieldKeys, signAt) {
  const role = (key, roleName, type, sealType, at) => ({
    key,
    name: roleName,
    type,
    sealTypes: [sealType],
    positions: [{ kind: 'RECT', page: at.page, rect: at.rect }],
  });
  return {
    templateId,
    version: 1,
    name,
    groupId: null,
    fields: fieldKeys.map((key) => HR_TEMPLATE_FIELDS[key]),
    roles: [
      role('employer', '甲方', 'ENTERPRISE', 'HR', signAt.employer),
      role('employee', '乙方', 'PERSON', 'HANDWRITTEN', signAt.employee),
    ],
  };
}

/** POSTs JSON with the administrator's token; answers the envelope. */
function postWith(serverUrl, adminToken) {
  return async (path, body) => {
    const response = await fetch(`${serverUrl}/ecapi/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json();
  };
}

/**
 * Uploads, designs and enables the template as the given administrator; answers its id. Throws
 * with the path and the envelope when a step is refused. `send` replaces the JSON POSTs (save,
 * enable) for a caller with its own transport (e.g. retries across server kills).
 */
export async function createHrTemplate(
  serverUrl,
  adminToken,
  {
    name = '劳动合同',
    fileName = 'labour.pdf',
    pdf = hrTemplatePdf(),
    fields = ['salary', 'position'],
    signAt = ONE_PAGE_SIGN_AT,
    send = postWith(serverUrl, adminToken),
  } = {},
) {
  const refusedUnless200 = (path, reply) => {
    if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.message ?? JSON.stringify(reply)}`);
    return reply;
  };
  const uploadPath = `cb/assemble/template/upload?name=${encodeURIComponent(name)}&fileName=${encodeURIComponent(fileName)}`;
  const upload = await fetch(`${serverUrl}/ecapi/${uploadPath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/pdf' },
    body: Buffer.from(pdf),
  });
  const { templateId } = refusedUnless200(uploadPath, await upload.json()).data;
  const savePath = 'cb/assemble/template/save';
  refusedUnless200(savePath, await send(savePath, templateDesign(templateId, name, fields, signAt)));
  const enablePath = 'cb/assemble/template/enable';
  refusedUnless200(enablePath, await send(enablePath, { templateId }));
  return templateId;
}
