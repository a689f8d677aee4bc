// Personal signatures and enterprise seals under /ecapi/cb/assemble/seal.
// Bodies: core/model/seals.ts. A person manages their own signatures (signature:manage); an
// enterprise's seals need seal:manage in that enterprise, their grants also grant:manage.
import { AppError } from '@ecsign/core/errors';
import {
  ZEnterpriseSealGenerateRequest,
  ZEnterpriseSealListQuery,
  ZEnterpriseSealStatusRequest,
  ZEnterpriseSealUploadRequest,
  ZSealGrantRequest,
  ZSealGrantRevokeRequest,
  ZSealIdRequest,
  ZSealImageQuery,
  ZSealUseQuery,
  ZSignatureDrawRequest,
  ZSignatureGenerateRequest,
  ZSignatureLinkCreateRequest,
  ZSignatureLinkStatusQuery,
  ZSignatureLinkSubmit,
  ZSignatureLinkTokenQuery,
  ZSignatureUploadRequest,
} from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { dataGrants } from '../../db/schema';
import { seals } from '../../db/schema-seals';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate, type AuthContext } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { accountPermissions, loadAccountForPermissions } from '../roles/account-permissions';
import { addSignature } from './add-signature';
import { deleteSignature } from './delete-signature';
import { generateEnterpriseSeal } from './generate-enterprise-seal';
import { listEnterpriseSeals } from './list-enterprise-seals';
import { setEnterpriseSealStatus } from './set-enterprise-seal-status';
import { uploadEnterpriseSeal } from './upload-enterprise-seal';
import { listSealUses } from './list-seal-uses';
import { grantSeal } from './grant-seal';
import { listSealGrantees } from './list-seal-grantees';
import { listSealGrants } from './list-seal-grants';
import { listSignatures } from './list-signatures';
import { revokeSealGrant } from './revoke-seal-grant';
import { listUsableSeals, usableSeal } from './seal-for-signing';
import { sealImageOf } from './seal-image-of';
import { sealUserOf } from './seal-user-of';
import { setDefaultSignature } from './set-default-signature';
import { checkSignatureLink, createSignatureLink, signatureLinkStatus, submitSignatureLink } from './signature-links';
import { guard } from '../../security/route-guard';

const S = '/cb/assemble/seal';

export function sealRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context.database;
  const manager = async (request: FastifyRequest, enterpriseId: string | undefined, grants = false) => {
    const auth = await authenticate(context, request);
    const operator = await actingEnterpriseAccount(context, auth, { enterpriseId, permission: 'seal:manage' });
    if (grants && !operator.permissions.includes('grant:manage')) throw new AppError('NO_PERMISSION');
    return operator;
  };
  /** The enterprise a seal (or seal grant) belongs to, so that only its own managers pass. */
  const sealEnterprise = async (sealId: string) => {
    const [seal] = await db.select({ enterpriseId: seals.enterpriseId }).from(seals).where(eq(seals.id, sealId));
    if (!seal?.enterpriseId) throw new AppError('SEAL_NOT_FOUND');
    return seal.enterpriseId;
  };
  /** Someone managing their own signatures: the active account must hold signature:manage. */
  const person = async (request: FastifyRequest): Promise<AuthContext> => {
    const auth = await authenticate(context, request);
    const account = await loadAccountForPermissions(db, auth.accountId);
    if (!account || !(await accountPermissions(db, account)).includes('signature:manage')) {
      throw new AppError('NO_PERMISSION', { internal: 'lacks signature:manage' });
    }
    return auth;
  };

  // ── personal signatures ──────────────────────────────────────────────────────────────────
  app.get(`${S}/personal/list`, guard.activeAccount('signature:manage'), async (request) =>
    ok(await listSignatures(context, (await person(request)).userId)),
  );

  app.post(`${S}/personal/draw`, guard.activeAccount('signature:manage'), async (request) => {
    const auth = await person(request);
    const { imageBase64, replace } = parseInput(ZSignatureDrawRequest, request.body);
    return ok(await addSignature(context, auth.userId, { source: 'DRAWN', imageBase64, replace }));
  });

  app.post(`${S}/personal/upload`, guard.activeAccount('signature:manage'), async (request) => {
    const auth = await person(request);
    const { imageBase64 } = parseInput(ZSignatureUploadRequest, request.body);
    return ok(await addSignature(context, auth.userId, { source: 'UPLOADED', imageBase64 }));
  });

  app.post(`${S}/personal/generate`, guard.activeAccount('signature:manage'), async (request) => {
    const auth = await person(request);
    const { style } = parseInput(ZSignatureGenerateRequest, request.body);
    return ok(await addSignature(context, auth.userId, { source: 'GENERATED', style }));
  });

  app.post(`${S}/personal/default`, guard.activeAccount('signature:manage'), async (request) => {
    const auth = await person(request);
    const { sealId } = parseInput(ZSealIdRequest, request.body);
    await setDefaultSignature(context, auth.userId, sealId);
    return ok(null);
  });

  app.post(`${S}/personal/delete`, guard.activeAccount('signature:manage'), async (request) => {
    const auth = await person(request);
    const { sealId } = parseInput(ZSealIdRequest, request.body);
    await deleteSignature(context, auth.userId, sealId);
    return ok(null);
  });

  // ── what the active account may sign with, and the images ────────────────────────────────
  app.get(`${S}/usable`, guard.activeAccount('signature:manage'), async (request) =>
    ok(await listUsableSeals(context, (await person(request)).accountId)),
  );

  app.get(`${S}/image`, guard.signedIn(), async (request, reply) => {
    const auth = await authenticate(context, request);
    const { sealId, format } = parseInput(ZSealImageQuery, request.query);
    const [seal] = await db.select().from(seals).where(eq(seals.id, sealId));
    if (!seal) throw new AppError('SEAL_NOT_FOUND');
    if (seal.ownerType === 'PERSON') {
      if (seal.userId !== auth.userId) throw new AppError('SEAL_NOT_FOUND');
    } else {
      const acting = await actingEnterpriseAccount(context, auth, { enterpriseId: seal.enterpriseId! });
      if (!acting.permissions.includes('seal:manage'))
        await usableSeal(db, await sealUserOf(db, acting.accountId), sealId);
    }
    if (format === 'svg' && seal.source !== 'GENERATED') throw new AppError('SEAL_NOT_FOUND');
    const bytes = await sealImageOf(context, seal, format);
    return reply
      .header('content-type', format === 'svg' ? 'image/svg+xml' : 'image/png')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(bytes));
  });

  // ── enterprise seals ─────────────────────────────────────────────────────────────────────
  app.get(`${S}/enterprise/list`, guard.enterpriseMember('seal:manage'), async (request) => {
    const { enterpriseId } = parseInput(ZEnterpriseSealListQuery, request.query);
    return ok(await listEnterpriseSeals(context, (await manager(request, enterpriseId)).enterpriseId));
  });

  app.post(`${S}/enterprise/generate`, guard.enterpriseMember('seal:manage'), async (request) => {
    const { enterpriseId, kind } = parseInput(ZEnterpriseSealGenerateRequest, request.body);
    return ok(await generateEnterpriseSeal(context, await manager(request, enterpriseId), kind));
  });

  app.post(`${S}/enterprise/upload`, guard.enterpriseMember('seal:manage'), async (request) => {
    const { enterpriseId, ...input } = parseInput(ZEnterpriseSealUploadRequest, request.body);
    return ok(await uploadEnterpriseSeal(context, await manager(request, enterpriseId), input));
  });

  app.post(`${S}/enterprise/status`, guard.enterpriseMember('seal:manage'), async (request) => {
    await authenticate(context, request);
    const { sealId, status } = parseInput(ZEnterpriseSealStatusRequest, request.body);
    const operator = await manager(request, await sealEnterprise(sealId));
    return ok(await setEnterpriseSealStatus(context, operator, sealId, status));
  });

  app.get(`${S}/enterprise/grants`, guard.enterpriseMember(['seal:manage', 'grant:manage']), async (request) => {
    await authenticate(context, request);
    const { sealId } = parseInput(ZSealIdRequest, request.query);
    const operator = await manager(request, await sealEnterprise(sealId), true);
    return ok(await listSealGrants(context, operator, sealId));
  });

  app.get(`${S}/enterprise/grantees`, guard.enterpriseMember(['seal:manage', 'grant:manage']), async (request) => {
    const { enterpriseId } = parseInput(ZEnterpriseSealListQuery, request.query);
    return ok(await listSealGrantees(context, await manager(request, enterpriseId, true)));
  });

  app.post(`${S}/enterprise/grant`, guard.enterpriseMember(['seal:manage', 'grant:manage']), async (request) => {
    await authenticate(context, request);
    const { sealId, accountId } = parseInput(ZSealGrantRequest, request.body);
    const operator = await manager(request, await sealEnterprise(sealId), true);
    return ok(await grantSeal(context, operator, sealId, accountId));
  });

  app.post(`${S}/enterprise/revoke`, guard.enterpriseMember(['seal:manage', 'grant:manage']), async (request) => {
    await authenticate(context, request);
    const { grantId } = parseInput(ZSealGrantRevokeRequest, request.body);
    const [grant] = await db
      .select({ enterpriseId: dataGrants.enterpriseId })
      .from(dataGrants)
      .where(eq(dataGrants.id, grantId));
    if (!grant) throw new AppError('SEAL_GRANT_NOT_FOUND');
    await revokeSealGrant(context, await manager(request, grant.enterpriseId, true), grantId);
    return ok(null);
  });

  // ── use log ──────────────────────────────────────────────────────────────────────────────
  app.post(`${S}/use/list`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const query = parseInput(ZSealUseQuery, { ...(request.query as object), ...(request.body as object) });
    if (query.scope === 'MINE') return ok(await listSealUses(context, { userId: auth.userId }, query));
    const operator = await manager(request, query.enterpriseId);
    return ok(await listSealUses(context, { enterpriseId: operator.enterpriseId }, query));
  });

  // ── drawing on a phone ───────────────────────────────────────────────────────────────────
  app.post(`${S}/link/create`, guard.activeAccount('signature:manage'), async (request) => {
    const auth = await person(request);
    const { replace } = parseInput(ZSignatureLinkCreateRequest, request.body);
    return ok(await createSignatureLink(context, auth.userId, { replace }));
  });

  app.get(`${S}/link/status`, guard.activeAccount('signature:manage'), async (request) => {
    const auth = await person(request);
    const { linkId } = parseInput(ZSignatureLinkStatusQuery, request.query);
    return ok(await signatureLinkStatus(context, auth.userId, linkId));
  });

  // The phone has no session: the token is the credential.
  app.get(`${S}/link/check`, async (request) => {
    const { token } = parseInput(ZSignatureLinkTokenQuery, request.query);
    return ok(await checkSignatureLink(context, token));
  });

  app.post(`${S}/link/submit`, async (request) => {
    const { token, imageBase64 } = parseInput(ZSignatureLinkSubmit, request.body);
    return ok(await submitSignatureLink(context, token, imageBase64));
  });
}
