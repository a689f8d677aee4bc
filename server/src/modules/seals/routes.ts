// Personal signatures and enterprise seals (endpoints.seals). A person manages their own
// signatures: the declaration's guard has checked signature:manage on the active account, so the
// handlers work on the caller's own signatures. An enterprise's seals need seal:manage in that
// enterprise, their grants also grant:manage: the guard accepted some enterprise account with the
// rights, the handlers act through the caller's account in the seal's enterprise.
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { dataGrants } from '../../db/schema';
import { seals } from '../../db/schema-seals';
import { mountEndpoint } from '../../http/mount-endpoint';
import type { AuthContext } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { addSignature } from './add-signature';
import { deleteSignature } from './delete-signature';
import { generateEnterpriseSeal } from './generate-enterprise-seal';
import { grantSeal } from './grant-seal';
import { listEnterpriseSeals } from './list-enterprise-seals';
import { listSealGrantees } from './list-seal-grantees';
import { listSealGrants } from './list-seal-grants';
import { listSealUses } from './list-seal-uses';
import { listSignatures } from './list-signatures';
import { revokeSealGrant } from './revoke-seal-grant';
import { listUsableSeals } from './seal-for-signing';
import { sealImageOf } from './seal-image-of';
import { setDefaultSignature } from './set-default-signature';
import { setEnterpriseSealStatus } from './set-enterprise-seal-status';
import { checkSignatureLink, createSignatureLink, signatureLinkStatus, submitSignatureLink } from './signature-links';
import { uploadEnterpriseSeal } from './upload-enterprise-seal';
import { viewableSeal } from './viewable-seal';

const declared = endpoints.seals;
/** Seal pictures are private: never kept by a browser or proxy cache, never sniffed as another type. */
const PRIVATE_PICTURE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };

export function sealRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context.database;
  /** The caller's account in the enterprise, with seal:manage (and grant:manage for the grants). */
  const manager = async (caller: AuthContext, enterpriseId: string | undefined, grants = false) => {
    const operator = await actingEnterpriseAccount(context, caller, { enterpriseId, permission: 'seal:manage' });
    if (grants && !operator.permissions.includes('grant:manage')) throw new AppError('NO_PERMISSION');
    return operator;
  };
  /** The enterprise a seal belongs to, so that only its own managers pass. */
  const sealEnterprise = async (sealId: string) => {
    const [seal] = await db.select({ enterpriseId: seals.enterpriseId }).from(seals).where(eq(seals.id, sealId));
    if (!seal?.enterpriseId) throw new AppError('SEAL_NOT_FOUND');
    return seal.enterpriseId;
  };
  /** The enterprise a seal grant belongs to. */
  const grantEnterprise = async (grantId: string) => {
    const [grant] = await db
      .select({ enterpriseId: dataGrants.enterpriseId })
      .from(dataGrants)
      .where(eq(dataGrants.id, grantId));
    if (!grant) throw new AppError('SEAL_GRANT_NOT_FOUND');
    return grant.enterpriseId;
  };

  // ── personal signatures ──────────────────────────────────────────────────────────────────
  mountEndpoint(app, context, declared.personalList, async ({ caller }) => listSignatures(context, caller.userId));

  mountEndpoint(app, context, declared.draw, async ({ caller, input: { body } }) =>
    addSignature(context, caller.userId, { source: 'DRAWN', imageBase64: body.imageBase64, replace: body.replace }),
  );

  mountEndpoint(app, context, declared.upload, async ({ caller, input: { body } }) =>
    addSignature(context, caller.userId, { source: 'UPLOADED', imageBase64: body.imageBase64 }),
  );

  mountEndpoint(app, context, declared.generate, async ({ caller, input: { body } }) =>
    addSignature(context, caller.userId, { source: 'GENERATED', style: body.style }),
  );

  mountEndpoint(app, context, declared.setDefault, async ({ caller, input: { body } }) => {
    await setDefaultSignature(context, caller.userId, body.sealId);
    return null;
  });

  mountEndpoint(app, context, declared.delete, async ({ caller, input: { body } }) => {
    await deleteSignature(context, caller.userId, body.sealId);
    return null;
  });

  // ── what the active account may sign with, and the images ────────────────────────────────
  mountEndpoint(app, context, declared.usable, async ({ caller }) => listUsableSeals(context, caller.accountId));

  mountEndpoint(app, context, declared.image, async ({ caller, input: { query } }) => {
    const seal = await viewableSeal(context, caller, query.sealId, query.format);
    return {
      body: await sealImageOf(context, seal, query.format),
      contentType: query.format === 'svg' ? 'image/svg+xml' : 'image/png',
      disposition: 'inline' as const,
      headers: PRIVATE_PICTURE,
    };
  });

  // ── enterprise seals ─────────────────────────────────────────────────────────────────────
  mountEndpoint(app, context, declared.enterpriseList, async ({ caller, input: { query } }) =>
    listEnterpriseSeals(context, (await manager(caller, query.enterpriseId)).enterpriseId),
  );

  mountEndpoint(app, context, declared.enterpriseGenerate, async ({ caller, input: { body } }) =>
    generateEnterpriseSeal(context, await manager(caller, body.enterpriseId), body.kind),
  );

  mountEndpoint(app, context, declared.enterpriseUpload, async ({ caller, input: { body } }) => {
    const { enterpriseId, ...seal } = body;
    return uploadEnterpriseSeal(context, await manager(caller, enterpriseId), seal);
  });

  mountEndpoint(app, context, declared.enterpriseStatus, async ({ caller, input: { body } }) => {
    const operator = await manager(caller, await sealEnterprise(body.sealId));
    return setEnterpriseSealStatus(context, operator, body.sealId, body.status);
  });

  mountEndpoint(app, context, declared.grants, async ({ caller, input: { query } }) => {
    const operator = await manager(caller, await sealEnterprise(query.sealId), true);
    return listSealGrants(context, operator, query.sealId);
  });

  mountEndpoint(app, context, declared.grantees, async ({ caller, input: { query } }) =>
    listSealGrantees(context, await manager(caller, query.enterpriseId, true)),
  );

  mountEndpoint(app, context, declared.grant, async ({ caller, input: { body } }) => {
    const operator = await manager(caller, await sealEnterprise(body.sealId), true);
    return grantSeal(context, operator, body.sealId, body.accountId);
  });

  mountEndpoint(app, context, declared.revoke, async ({ caller, input: { body } }) => {
    const operator = await manager(caller, await grantEnterprise(body.grantId), true);
    await revokeSealGrant(context, operator, body.grantId);
    return null;
  });

  // ── use log ──────────────────────────────────────────────────────────────────────────────
  mountEndpoint(app, context, declared.uses, async ({ caller, input }) => {
    // The body's paging, when it has any, over the query's (ZBodyPaging).
    const query = { ...input.query, ...input.body };
    if (query.scope === 'MINE') return listSealUses(context, { userId: caller.userId }, query);
    const operator = await manager(caller, query.enterpriseId);
    return listSealUses(context, { enterpriseId: operator.enterpriseId }, query);
  });

  // ── drawing on a phone ───────────────────────────────────────────────────────────────────
  mountEndpoint(app, context, declared.linkCreate, async ({ caller, input: { body } }) =>
    createSignatureLink(context, caller.userId, { replace: body.replace }),
  );

  mountEndpoint(app, context, declared.linkStatus, async ({ caller, input: { query } }) =>
    signatureLinkStatus(context, caller.userId, query.linkId),
  );

  // The phone has no session: the token is the credential.
  mountEndpoint(app, context, declared.linkCheck, async ({ input: { query } }) =>
    checkSignatureLink(context, query.token),
  );

  mountEndpoint(app, context, declared.linkSubmit, async ({ input: { body } }) =>
    submitSignatureLink(context, body.token, body.imageBase64),
  );
}
