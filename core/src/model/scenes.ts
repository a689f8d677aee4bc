// Scenes and business types. A scene (scene type + name, both unique in the enterprise)
// groups templates for one business purpose; it cannot be enabled while one of its templates is
// disabled. Business types are the enterprise's own list a plan's businessType is chosen from.
import { z } from 'zod';
import { ZId } from './field-shapes';
import { ZPageQuery } from './envelope';
import { ZSwitchState } from './setting-states';
import { safeText } from '../validation/safe-text';

/** A code: letters, digits and underscores, e.g. HR_ONBOARDING. */
const ZCode = safeText({ max: 40 }).regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);

export const ZSceneTemplate = z.object({ templateId: z.string(), name: z.string(), status: z.string() });

export const ZSceneRow = z.object({
  sceneId: z.string(),
  sceneType: z.string(),
  name: z.string(),
  description: z.string(),
  status: ZSwitchState,
  templates: z.array(ZSceneTemplate),
  updatedAt: z.string(),
});
export type TSceneRow = z.infer<typeof ZSceneRow>;

export const ZSceneListQuery = ZPageQuery.extend({
  enterpriseId: ZId.optional(),
  name: safeText({ max: 50 }).optional(),
  status: ZSwitchState.optional(),
});

export const ZSceneCreateRequest = z.object({
  enterpriseId: ZId.optional(),
  sceneType: ZCode,
  name: safeText({ max: 50 }).min(1),
  description: safeText({ max: 200, multiline: true }).default(''),
  templateIds: z.array(ZId).max(100).default([]),
});
export const ZSceneUpdateRequest = ZSceneCreateRequest.omit({ enterpriseId: true }).extend({ sceneId: ZId });
export const ZSceneIdRequest = z.object({ sceneId: ZId });

export const ZBusinessTypeRow = z.object({
  businessTypeId: z.string(),
  code: z.string(),
  name: z.string(),
  status: ZSwitchState,
});
export type TBusinessTypeRow = z.infer<typeof ZBusinessTypeRow>;

export const ZBusinessTypeCreateRequest = z.object({
  enterpriseId: ZId.optional(),
  code: ZCode,
  name: safeText({ max: 50 }).min(1),
});
export const ZBusinessTypeUpdateRequest = z.object({
  businessTypeId: ZId,
  name: safeText({ max: 50 }).min(1),
});
export const ZBusinessTypeIdRequest = z.object({ businessTypeId: ZId });

export const ZSceneIdReply = z.object({ sceneId: z.string() });
export const ZBusinessTypeList = z.array(ZBusinessTypeRow);
export const ZBusinessTypeIdReply = z.object({ businessTypeId: z.string() });
