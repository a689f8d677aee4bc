// Contract templates and template groups (endpoints.templates). Management needs template:manage
// in the template's enterprise (template-access.ts); `usable` and `form` serve initiators
// (contract:initiate) starting contracts from enabled templates.
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { changeTemplateStatus } from './change-template-status';
import { templatePdf } from './check-keyword-positions';
import { renderTemplate } from './render-template';
import { saveTemplate } from './save-template';
import { templateForm } from './template-form';
import { changeTemplateGroup, groupEnterprise, listTemplateGroups } from './template-groups';
import { findTemplate, managedTemplate, templateManager, templateScope } from './template-access';
import { listTemplates, templateDetail } from './template-views';
import { uploadTemplate } from './upload-template';

const declared = endpoints.templates;
/** The template PDFs are private to the enterprise: never kept by a browser or proxy cache. */
const NO_STORE = { 'cache-control': 'no-store' };

export function templateRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, declared.upload, async ({ input: { query, files }, request }) => {
    const operator = await templateManager(context, request, query.enterpriseId);
    const file = files.file;
    if (!file || file.bytes.length === 0) throw new AppError('UPLOAD_CONTENT_EMPTY');
    return uploadTemplate(context, operator, {
      name: query.name,
      groupId: query.groupId,
      fileName: file.name ?? `${query.name}.pdf`,
      bytes: file.bytes,
    });
  });

  mountEndpoint(app, context, declared.list, async ({ input: { query }, request }) => {
    const operator = await templateManager(context, request, query.enterpriseId);
    return listTemplates(context, operator.enterpriseId, await templateScope(context, operator), query);
  });

  mountEndpoint(app, context, declared.usable, async ({ input: { query }, caller }) => {
    const operator = await actingEnterpriseAccount(context, caller, {
      enterpriseId: query.enterpriseId,
      permission: 'contract:initiate',
    });
    const scope = await templateScope(context, operator);
    return listTemplates(context, operator.enterpriseId, scope, { ...query, status: 'ENABLE' });
  });

  mountEndpoint(app, context, declared.form, async ({ input: { query }, caller }) => {
    const template = await findTemplate(context, query.templateId);
    const operator = await actingEnterpriseAccount(context, caller, {
      enterpriseId: template.enterpriseId,
      permission: 'contract:initiate',
    });
    return templateForm(context, operator, query.templateId);
  });

  mountEndpoint(app, context, declared.detail, async ({ input: { query }, request }) => {
    const { template } = await managedTemplate(context, request, query.templateId);
    return templateDetail(context, template.id);
  });

  mountEndpoint(app, context, declared.file, async ({ input: { query }, request }) => {
    const { template } = await managedTemplate(context, request, query.templateId);
    return {
      body: await templatePdf(context, template),
      contentType: 'application/pdf',
      fileName: `${template.name}.pdf`,
      disposition: 'inline' as const,
      headers: NO_STORE,
    };
  });

  mountEndpoint(app, context, declared.preview, async ({ input: { body }, request }) => {
    const { template } = await managedTemplate(context, request, body.templateId);
    const rendered = await renderTemplate(context, template, body.values ?? {}, { sample: true });
    return {
      body: rendered.pdf,
      contentType: 'application/pdf',
      fileName: `${template.name}.pdf`,
      disposition: 'inline' as const,
      headers: NO_STORE,
    };
  });

  mountEndpoint(app, context, declared.save, async ({ input: { body }, request }) => {
    const { template } = await managedTemplate(context, request, body.templateId);
    return saveTemplate(context, template, body);
  });

  for (const kind of ['ENABLE', 'DISABLE', 'DELETE'] as const) {
    const declaration = declared[kind === 'ENABLE' ? 'enable' : kind === 'DISABLE' ? 'disable' : 'delete'];
    mountEndpoint(app, context, declaration, async ({ input: { body }, request }) => {
      const { template } = await managedTemplate(context, request, body.templateId);
      await changeTemplateStatus(context, template, kind);
      return null;
    });
  }

  mountEndpoint(app, context, declared.groups, async ({ input: { query }, request }) => {
    const operator = await templateManager(context, request, query.enterpriseId);
    return listTemplateGroups(context, operator.enterpriseId);
  });

  mountEndpoint(app, context, declared.createGroup, async ({ input: { body }, request }) => {
    const operator = await templateManager(context, request, body.enterpriseId);
    return changeTemplateGroup(context, operator.enterpriseId, { kind: 'CREATE', name: body.name });
  });

  mountEndpoint(app, context, declared.renameGroup, async ({ input: { body }, request }) => {
    const { groupId, name } = body;
    const operator = await templateManager(context, request, await groupEnterprise(context, groupId));
    return changeTemplateGroup(context, operator.enterpriseId, { kind: 'RENAME', groupId, name });
  });

  mountEndpoint(app, context, declared.deleteGroup, async ({ input: { body }, request }) => {
    const { groupId } = body;
    const operator = await templateManager(context, request, await groupEnterprise(context, groupId));
    return changeTemplateGroup(context, operator.enterpriseId, { kind: 'DELETE', groupId });
  });
}
