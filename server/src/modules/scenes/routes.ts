// Scenes (cb/assemble/scene) and business types (cb/assemble/businessType) of an enterprise
// (what templates are grouped by). Changing either needs template:manage in the enterprise; the business-type list is
// also open to initiators, who pick a plan's business type from it. Bodies: core/model/scenes.ts.
import { AppError } from '@ecsign/core/errors';
import {
  ZBusinessTypeCreateRequest,
  ZBusinessTypeIdRequest,
  ZBusinessTypeUpdateRequest,
  ZEnterpriseSelector,
  ZSceneCreateRequest,
  ZSceneIdRequest,
  ZSceneListQuery,
  ZSceneUpdateRequest,
} from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { scenes } from '../../db/schema';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { templateManager } from '../templates/template-access';
import { changeBusinessType, findBusinessType, listBusinessTypes } from './business-types';
import { changeSceneStatus, createScene, updateScene } from './change-scene';
import { listScenes } from './scene-views';
import { guard } from '../../security/route-guard';

const S = '/cb/assemble/scene';
const B = '/cb/assemble/businessType';

export function sceneRoutes(app: FastifyInstance, context: AppContext) {
  /** The scene a call names, with its enterprise's template manager acting (401 before 404). */
  const managedScene = async (request: FastifyRequest, sceneId: string) => {
    await authenticate(context, request);
    const [scene] = await context.database.db.select().from(scenes).where(eq(scenes.id, sceneId));
    if (!scene) throw new AppError('SCENE_NOT_FOUND');
    await templateManager(context, request, scene.enterpriseId);
    return scene;
  };

  app.get(`${S}/list`, guard.enterpriseMember('template:manage'), async (request) => {
    const query = parseInput(ZSceneListQuery, request.query);
    const operator = await templateManager(context, request, query.enterpriseId);
    return ok(await listScenes(context, operator.enterpriseId, query));
  });

  app.post(`${S}/create`, guard.enterpriseMember('template:manage'), async (request) => {
    const { enterpriseId, ...input } = parseInput(ZSceneCreateRequest, request.body);
    const operator = await templateManager(context, request, enterpriseId);
    return ok(await createScene(context, operator.enterpriseId, input));
  });

  app.post(`${S}/update`, guard.enterpriseMember('template:manage'), async (request) => {
    const { sceneId, ...input } = parseInput(ZSceneUpdateRequest, request.body);
    return ok(await updateScene(context, await managedScene(request, sceneId), input));
  });

  for (const kind of ['ENABLE', 'DISABLE', 'DELETE'] as const) {
    app.post(`${S}/${kind.toLowerCase()}`, guard.enterpriseMember('template:manage'), async (request) => {
      const { sceneId } = parseInput(ZSceneIdRequest, request.body);
      await changeSceneStatus(context, await managedScene(request, sceneId), kind);
      return ok(null);
    });
  }

  app.get(`${B}/list`, guard.enterpriseMember({ anyOf: ['template:manage', 'contract:initiate'] }), async (request) => {
    const { enterpriseId } = parseInput(ZEnterpriseSelector, request.query);
    const operator = await actingEnterpriseAccount(context, await authenticate(context, request), { enterpriseId });
    const manager = operator.permissions.includes('template:manage');
    if (!manager && !operator.permissions.includes('contract:initiate')) throw new AppError('NO_PERMISSION');
    // Initiators see what they may choose; managers see the disabled ones too.
    return ok(await listBusinessTypes(context, operator.enterpriseId, !manager));
  });

  app.post(`${B}/create`, guard.enterpriseMember('template:manage'), async (request) => {
    const { enterpriseId, code, name } = parseInput(ZBusinessTypeCreateRequest, request.body);
    const operator = await templateManager(context, request, enterpriseId);
    return ok(await changeBusinessType(context, operator.enterpriseId, { kind: 'CREATE', code, name }));
  });

  const managedType = async (request: FastifyRequest, businessTypeId: string) => {
    await authenticate(context, request);
    const row = await findBusinessType(context, businessTypeId);
    return (await templateManager(context, request, row.enterpriseId)).enterpriseId;
  };

  app.post(`${B}/update`, guard.enterpriseMember('template:manage'), async (request) => {
    const { businessTypeId, name } = parseInput(ZBusinessTypeUpdateRequest, request.body);
    const enterpriseId = await managedType(request, businessTypeId);
    return ok(await changeBusinessType(context, enterpriseId, { kind: 'RENAME', id: businessTypeId, name }));
  });

  for (const kind of ['ENABLE', 'DISABLE', 'DELETE'] as const) {
    app.post(`${B}/${kind.toLowerCase()}`, guard.enterpriseMember('template:manage'), async (request) => {
      const { businessTypeId } = parseInput(ZBusinessTypeIdRequest, request.body);
      const enterpriseId = await managedType(request, businessTypeId);
      return ok(await changeBusinessType(context, enterpriseId, { kind, id: businessTypeId }));
    });
  }
}
