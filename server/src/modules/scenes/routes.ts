// Scenes (cb/assemble/scene) and business types (cb/assemble/businessType) of an enterprise
// (endpoints.scenes: what templates are grouped by). Changing either needs template:manage in the
// enterprise; the business-type list is also open to initiators, who pick a plan's business type
// from it. Bodies: core/model/scenes.ts.
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { scenes } from '../../db/schema';
import { mountEndpoint } from '../../http/mount-endpoint';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { templateManager } from '../templates/template-access';
import { changeBusinessType, findBusinessType, listBusinessTypes } from './business-types';
import { changeSceneStatus, createScene, updateScene } from './change-scene';
import { listScenes } from './scene-views';

const declared = endpoints.scenes;

export function sceneRoutes(app: FastifyInstance, context: AppContext) {
  /** The scene a call names, with its enterprise's template manager acting (the session first, then 404). */
  const managedScene = async (request: FastifyRequest, sceneId: string) => {
    const [scene] = await context.database.db.select().from(scenes).where(eq(scenes.id, sceneId));
    if (!scene) throw new AppError('SCENE_NOT_FOUND');
    await templateManager(context, request, scene.enterpriseId);
    return scene;
  };
  /** The business type's enterprise, with its template manager acting. */
  const managedType = async (request: FastifyRequest, businessTypeId: string) => {
    const row = await findBusinessType(context, businessTypeId);
    return (await templateManager(context, request, row.enterpriseId)).enterpriseId;
  };

  mountEndpoint(app, context, declared.list, async ({ input, request }) => {
    const operator = await templateManager(context, request, input.query.enterpriseId);
    return listScenes(context, operator.enterpriseId, input.query);
  });

  mountEndpoint(app, context, declared.create, async ({ input, request }) => {
    const { enterpriseId, ...scene } = input.body;
    const operator = await templateManager(context, request, enterpriseId);
    return createScene(context, operator.enterpriseId, scene);
  });

  mountEndpoint(app, context, declared.update, async ({ input, request }) => {
    const { sceneId, ...scene } = input.body;
    return updateScene(context, await managedScene(request, sceneId), scene);
  });

  for (const kind of ['ENABLE', 'DISABLE', 'DELETE'] as const) {
    const declaration = { ENABLE: declared.enable, DISABLE: declared.disable, DELETE: declared.delete }[kind];
    mountEndpoint(app, context, declaration, async ({ input, request }) => {
      await changeSceneStatus(context, await managedScene(request, input.body.sceneId), kind);
      return null;
    });
  }

  mountEndpoint(app, context, declared.businessTypes, async ({ caller, input }) => {
    const operator = await actingEnterpriseAccount(context, caller, { enterpriseId: input.query.enterpriseId });
    const manager = operator.permissions.includes('template:manage');
    if (!manager && !operator.permissions.includes('contract:initiate')) throw new AppError('NO_PERMISSION');
    // Initiators see what they may choose; managers see the disabled ones too.
    return listBusinessTypes(context, operator.enterpriseId, !manager);
  });

  mountEndpoint(app, context, declared.createBusinessType, async ({ input, request }) => {
    const { enterpriseId, code, name } = input.body;
    const operator = await templateManager(context, request, enterpriseId);
    return changeBusinessType(context, operator.enterpriseId, { kind: 'CREATE', code, name });
  });

  mountEndpoint(app, context, declared.renameBusinessType, async ({ input, request }) => {
    const { businessTypeId, name } = input.body;
    const enterpriseId = await managedType(request, businessTypeId);
    return changeBusinessType(context, enterpriseId, { kind: 'RENAME', id: businessTypeId, name });
  });

  for (const kind of ['ENABLE', 'DISABLE', 'DELETE'] as const) {
    const declaration = {
      ENABLE: declared.enableBusinessType,
      DISABLE: declared.disableBusinessType,
      DELETE: declared.deleteBusinessType,
    }[kind];
    mountEndpoint(app, context, declaration, async ({ input, request }) => {
      const enterpriseId = await managedType(request, input.body.businessTypeId);
      return changeBusinessType(context, enterpriseId, { kind, id: input.body.businessTypeId });
    });
  }
}
