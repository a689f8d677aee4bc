// Contract templates and template groups under cb/assemble/template. Management needs
// template:manage in the template's enterprise; `usable` lists the enabled templates an initiator
// may start contracts from. Bodies: core/model/templates.ts.
import {
  ZEnterpriseSelector,
  ZTemplateGroupCreateRequest,
  ZTemplateGroupIdRequest,
  ZTemplateGroupRenameRequest,
  ZTemplateIdRequest,
  ZTemplateListQuery,
  ZTemplatePreviewRequest,
  ZTemplateSaveRequest,
  ZTemplateUploadQuery,
} from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { changeTemplateStatus } from './change-template-status';
import { templatePdf } from './check-keyword-positions';
import { renderTemplate } from './render-template';
import { saveTemplate } from './save-template';
import { templateForm } from './template-form';
import { changeTemplateGroup, groupEnterprise, listTemplateGroups } from './template-groups';
import { findTemplate, managedTemplate, templateManager, templateScope } from './template-access';
import { listTemplates, templateDetail } from './template-views';
import { acceptUploads, uploadedFile } from './upload-body';
import { uploadTemplate } from './upload-template';
import { guard } from '../../security/route-guard';

const T = '/cb/assemble/template';

export function templateRoutes(app: FastifyInstance, context: AppContext) {
  void app.register(async (scope) => {
    acceptUploads(scope);
    scope.post(`${T}/upload`, guard.enterpriseMember('template:manage'), async (request) => {
      const query = parseInput(ZTemplateUploadQuery, request.query);
      const operator = await templateManager(context, request, query.enterpriseId);
      const file = uploadedFile(request, `${query.name}.pdf`);
      return ok(await uploadTemplate(context, operator, { name: query.name, groupId: query.groupId, ...file }));
    });
  });

  app.get(`${T}/list`, guard.enterpriseMember('template:manage'), async (request) => {
    const query = parseInput(ZTemplateListQuery, request.query);
    const operator = await templateManager(context, request, query.enterpriseId);
    return ok(await listTemplates(context, operator.enterpriseId, await templateScope(context, operator), query));
  });

  app.get(`${T}/usable`, guard.enterpriseMember('contract:initiate'), async (request) => {
    const query = parseInput(ZTemplateListQuery, request.query);
    const operator = await actingEnterpriseAccount(context, await authenticate(context, request), {
      enterpriseId: query.enterpriseId,
      permission: 'contract:initiate',
    });
    const scope = await templateScope(context, operator);
    return ok(await listTemplates(context, operator.enterpriseId, scope, { ...query, status: 'ENABLE' }));
  });

  app.get(`${T}/form`, guard.enterpriseMember('contract:initiate'), async (request) => {
    const { templateId } = parseInput(ZTemplateIdRequest, request.query);
    const auth = await authenticate(context, request);
    const template = await findTemplate(context, templateId);
    const operator = await actingEnterpriseAccount(context, auth, {
      enterpriseId: template.enterpriseId,
      permission: 'contract:initiate',
    });
    return ok(await templateForm(context, operator, templateId));
  });

  app.get(`${T}/detail`, guard.enterpriseMember('template:manage'), async (request) => {
    const { templateId } = parseInput(ZTemplateIdRequest, request.query);
    const { template } = await managedTemplate(context, request, templateId);
    return ok(await templateDetail(context, template.id));
  });

  app.get(`${T}/file`, guard.enterpriseMember('template:manage'), async (request, reply) => {
    const { templateId } = parseInput(ZTemplateIdRequest, request.query);
    const { template } = await managedTemplate(context, request, templateId);
    const bytes = await templatePdf(context, template);
    return reply.type('application/pdf').header('cache-control', 'no-store').send(Buffer.from(bytes));
  });

  app.post(`${T}/preview`, guard.enterpriseMember('template:manage'), async (request, reply) => {
    const { templateId, values } = parseInput(ZTemplatePreviewRequest, request.body);
    const { template } = await managedTemplate(context, request, templateId);
    const rendered = await renderTemplate(context, template, values ?? {}, { sample: true });
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(`${template.name}.pdf`)}`)
      .send(Buffer.from(rendered.pdf));
  });

  app.post(`${T}/save`, guard.enterpriseMember('template:manage'), async (request) => {
    const body = parseInput(ZTemplateSaveRequest, request.body);
    const { template } = await managedTemplate(context, request, body.templateId);
    return ok(await saveTemplate(context, template, body));
  });

  for (const kind of ['ENABLE', 'DISABLE', 'DELETE'] as const) {
    app.post(`${T}/${kind.toLowerCase()}`, guard.enterpriseMember('template:manage'), async (request) => {
      const { templateId } = parseInput(ZTemplateIdRequest, request.body);
      const { template } = await managedTemplate(context, request, templateId);
      await changeTemplateStatus(context, template, kind);
      return ok(null);
    });
  }

  app.get(`${T}/group/list`, guard.enterpriseMember('template:manage'), async (request) => {
    const { enterpriseId } = parseInput(ZEnterpriseSelector, request.query);
    const operator = await templateManager(context, request, enterpriseId);
    return ok(await listTemplateGroups(context, operator.enterpriseId));
  });

  app.post(`${T}/group/create`, guard.enterpriseMember('template:manage'), async (request) => {
    const { enterpriseId, name } = parseInput(ZTemplateGroupCreateRequest, request.body);
    const operator = await templateManager(context, request, enterpriseId);
    return ok(await changeTemplateGroup(context, operator.enterpriseId, { kind: 'CREATE', name }));
  });

  app.post(`${T}/group/rename`, guard.enterpriseMember('template:manage'), async (request) => {
    const { groupId, name } = parseInput(ZTemplateGroupRenameRequest, request.body);
    await authenticate(context, request);
    const operator = await templateManager(context, request, await groupEnterprise(context, groupId));
    return ok(await changeTemplateGroup(context, operator.enterpriseId, { kind: 'RENAME', groupId, name }));
  });

  app.post(`${T}/group/delete`, guard.enterpriseMember('template:manage'), async (request) => {
    const { groupId } = parseInput(ZTemplateGroupIdRequest, request.body);
    await authenticate(context, request);
    const operator = await templateManager(context, request, await groupEnterprise(context, groupId));
    return ok(await changeTemplateGroup(context, operator.enterpriseId, { kind: 'DELETE', groupId }));
  });
}
