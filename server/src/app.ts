// Builds the server as a Fastify app: /ecapi routes, error handling, and the portal. main.ts
// only starts it; tests build it and call `inject`.
import Fastify, { type FastifyInstance } from 'fastify';
import { checkBlobStore } from './blobs/check-blob-store';
import type { AppContext } from './context';
import { safeLoggerOptions } from './http/log-safety';
import { installErrorHandler } from './http/error-handler';
import { answerClientError, answerFrameworkError, MAX_PARAM_LENGTH, refuseLongUrls } from './http/oversized-requests';
import { checkPathIds } from './http/check-path-ids';
import { installSecurityHeaders } from './http/security-headers';
import { refuseUnsafeText } from './http/refuse-unsafe-text';
import { accountRoutes } from './modules/account/routes';
import { installCallerCache } from './modules/auth/caller-notifications';
import { authRoutes } from './modules/auth/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { contactRoutes } from './modules/contacts/routes';
import { contractRoutes } from './modules/contracts/routes';
import { contractInviteRoutes } from './modules/contract-invites/routes';
import { enterpriseRoutes } from './modules/enterprises/routes';
import { fileVerifyRoutes } from './modules/file-verify/routes';
import { healthRoutes } from './modules/health/routes';
import { ensureUserGuide } from './modules/help/ensure-user-guide';
import { helpRoutes } from './modules/help/routes';
import { hrBatchRoutes } from './modules/hr-batches/routes';
import { openApiRoutes } from './modules/open-api/routes';
import { memberRoutes } from './modules/members/routes';
import { messageProvidersOf } from './modules/messages/message-providers-of';
import { messageRoutes } from './modules/messages/routes';
import { noticeRoutes } from './modules/notices/routes';
import { installPki } from './modules/pki/install-pki';
import { pkiRoutes } from './modules/pki/routes';
import { platformRoutes } from './modules/platform/routes';
import { roleRoutes } from './modules/roles/routes';
import { sealRoutes } from './modules/seals/routes';
import { templateRoutes } from './modules/templates/routes';
import { sceneRoutes } from './modules/scenes/routes';
import { processRoutes } from './modules/processes/routes';
import { platformConfigRoutes } from './modules/platform-config/routes';
import { installOperationLog } from './modules/operation-logs/install-operation-log';
import { operationLogRoutes } from './modules/operation-logs/routes';
import { menuSettingRoutes } from './modules/menu-settings/routes';
import { qrCodeSettingRoutes } from './modules/qr-code-settings/routes';
import { ssoRoutes } from './modules/sso/routes';
import { ukeyRoutes } from './modules/ukey/routes';
import { verificationRoutes } from './modules/verification/routes';
import { identityReviewRoutes } from './modules/identity-reviews/routes';
import { servePortal } from './portal/serve-portal';
import { enforceRouteGuards } from './security/enforce-route-guards';
import { requireCredentials } from './security/require-credentials';

export interface BuildAppOptions {
  /** Pino options (a level, a stream) or false; tests pass false. Log-safety options are added to them. */
  logger?: false | { level: string; stream?: NodeJS.WritableStream };
}

export async function buildApp(context: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? safeLoggerOptions(options.logger) : false,
    bodyLimit: 10 * 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // The /ecapi spec uses mixed-case paths (token/accessToken); keep them exact.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // request.ip reads X-Forwarded-For only when configured to sit behind a proxy.
    trustProxy: context.config.TRUST_PROXY,
  });
  installErrorHandler(app, context);
  installSecurityHeaders(app, context.config);
  refuseLongUrls(app);
  requireCredentials(app);
  enforceRouteGuards(app, context);
  checkPathIds(app);
  refuseUnsafeText(app);
  // Every write to /ecapi lands in the operation log, whichever module answers it.
  installOperationLog(app, context);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // SMS and e-mail go through the sandbox outbox unless other providers were installed; it logs
  // each message at info level on the app's own logger (the /ecapi routes log only warnings).
  const { email } = messageProvidersOf(context, app.log);
  app.addHook('onClose', async () => email.close?.());
  // A mail server that is down now may be up in a minute (deliveries are retried): say so, start anyway.
  void email
    .verify?.()
    .catch((error: Error) => app.log.warn(`SMTP check failed (${error.message}); e-mail is retried`));
  // An S3 bucket that is missing, refused or unreachable stops the start here, not the first upload.
  await checkBlobStore(context);
  // The keystore and the platform CA (made on the first start) before any request: a wrong or
  // missing master key stops the start here.
  await installPki(context);
  // The help centre is never empty: the built-in user guide, once.
  await ensureUserGuide(context);
  // Callers in memory, kept exact through LISTEN/NOTIFY (PostgreSQL, CALLER_CACHE_ENTRIES > 0).
  const callers = await installCallerCache(context);
  if (callers) app.addHook('onClose', async () => callers.stop());
  await app.register(
    async (api) => {
      healthRoutes(api, context);
      captchaRoutes(api, context);
      authRoutes(api, context);
      messageRoutes(api, context);
      accountRoutes(api, context);
      platformRoutes(api, context);
      ssoRoutes(api, context);
      ukeyRoutes(api, context);
      verificationRoutes(api, context);
      identityReviewRoutes(api, context);
      enterpriseRoutes(api, context);
      memberRoutes(api, context);
      roleRoutes(api, context);
      sealRoutes(api, context);
      templateRoutes(api, context);
      sceneRoutes(api, context);
      processRoutes(api, context);
      platformConfigRoutes(api, context);
      operationLogRoutes(api, context);
      menuSettingRoutes(api, context);
      qrCodeSettingRoutes(api, context);
      pkiRoutes(api, context);
      fileVerifyRoutes(api, context);
      contractRoutes(api, context);
      contractInviteRoutes(api, context);
      noticeRoutes(api, context);
      contactRoutes(api, context);
      helpRoutes(api, context);
      hrBatchRoutes(api, context);
      openApiRoutes(api, context);
    },
    // Per-request lines only for warnings and errors; a busy server would drown in them otherwise.
    { prefix: '/ecapi', logLevel: 'warn' },
  );
  await servePortal(app, context.config.WEB_DIST);
  return app;
}
