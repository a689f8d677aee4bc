// Scenes and business types of an enterprise: what templates are grouped by, and the list a
// plan's business type is chosen from. Changing either needs template:manage in the enterprise of
// the scene or type; the business-type list is also open to initiators (contract:initiate).
import { z } from 'zod';
import { zPage } from '../model/envelope';
import { ZEnterpriseSelector } from '../model/members';
import {
  ZBusinessTypeCreateRequest,
  ZBusinessTypeIdReply,
  ZBusinessTypeIdRequest,
  ZBusinessTypeList,
  ZBusinessTypeUpdateRequest,
  ZSceneCreateRequest,
  ZSceneIdReply,
  ZSceneIdRequest,
  ZSceneListQuery,
  ZSceneRow,
  ZSceneUpdateRequest,
} from '../model/scenes';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

const S = '/cb/assemble/scene';
const B = '/cb/assemble/businessType';
const manager = access.enterpriseMember('template:manage');
/** Acting as the enterprise's template manager (templates/template-access.ts). */
const ACTING_ERRORS = ['NO_PERMISSION', 'MEMBER_DISABLED'] as const;
/** Writing a scene: its type and name are free, its templates the enterprise's (scenes/change-scene.ts). */
const SCENE_WRITE_ERRORS = [...ACTING_ERRORS, 'SCENE_TYPE_EXISTS', 'SCENE_NAME_EXISTS', 'TEMPLATE_NOT_FOUND'] as const;

const sceneStatus = (
  path: 'enable' | 'disable' | 'delete',
  summary: string,
  errors: 'SCENE_HAS_DISABLED_TEMPLATES'[] = [],
) =>
  endpoint({
    method: 'POST',
    path: `${S}/${path}`,
    summary,
    access: manager,
    input: { body: ZSceneIdRequest },
    reply: z.null(),
    errors: [...ACTING_ERRORS, 'SCENE_NOT_FOUND', ...errors],
  });

const businessTypeStatus = (path: 'enable' | 'disable' | 'delete', summary: string) =>
  endpoint({
    method: 'POST',
    path: `${B}/${path}`,
    summary,
    access: manager,
    input: { body: ZBusinessTypeIdRequest },
    reply: ZBusinessTypeIdReply,
    errors: [...ACTING_ERRORS, 'CONFIG_NOT_FOUND'],
  });

export const scenes = {
  list: endpoint({
    method: 'GET',
    path: `${S}/list`,
    summary: "A page of the enterprise's scenes with their templates, filtered by name and state",
    access: manager,
    input: { query: ZSceneListQuery },
    reply: zPage(ZSceneRow),
    errors: [...ACTING_ERRORS],
  }),
  create: endpoint({
    method: 'POST',
    path: `${S}/create`,
    summary: 'Creates a scene (type and name unique in the enterprise) grouping some templates',
    access: manager,
    input: { body: ZSceneCreateRequest },
    reply: ZSceneIdReply,
    errors: [...SCENE_WRITE_ERRORS],
  }),
  update: endpoint({
    method: 'POST',
    path: `${S}/update`,
    summary: 'Changes a scene; an enabled scene keeps only enabled templates',
    access: manager,
    input: { body: ZSceneUpdateRequest },
    reply: ZSceneIdReply,
    errors: [...SCENE_WRITE_ERRORS, 'SCENE_NOT_FOUND', 'SCENE_HAS_DISABLED_TEMPLATES'],
  }),
  enable: sceneStatus('enable', 'Enables a scene whose templates are all enabled', ['SCENE_HAS_DISABLED_TEMPLATES']),
  disable: sceneStatus('disable', 'Disables a scene'),
  delete: sceneStatus('delete', 'Deletes a scene'),
  businessTypes: endpoint({
    method: 'GET',
    path: `${B}/list`,
    summary: "The enterprise's business types: enabled ones for initiators, all for template managers",
    access: access.enterpriseMember({ anyOf: ['template:manage', 'contract:initiate'] }),
    input: { query: ZEnterpriseSelector },
    reply: ZBusinessTypeList,
    errors: [...ACTING_ERRORS],
  }),
  createBusinessType: endpoint({
    method: 'POST',
    path: `${B}/create`,
    summary: 'Adds a business type (its code unique in the enterprise)',
    access: manager,
    input: { body: ZBusinessTypeCreateRequest },
    reply: ZBusinessTypeIdReply,
    errors: [...ACTING_ERRORS, 'CONFIG_EXISTS'],
  }),
  renameBusinessType: endpoint({
    method: 'POST',
    path: `${B}/update`,
    summary: 'Renames a business type',
    access: manager,
    input: { body: ZBusinessTypeUpdateRequest },
    reply: ZBusinessTypeIdReply,
    errors: [...ACTING_ERRORS, 'CONFIG_NOT_FOUND', 'CONFIG_EXISTS'],
  }),
  enableBusinessType: businessTypeStatus('enable', 'Enables a business type'),
  disableBusinessType: businessTypeStatus('disable', 'Disables a business type'),
  deleteBusinessType: businessTypeStatus('delete', 'Deletes a business type'),
} as const;
