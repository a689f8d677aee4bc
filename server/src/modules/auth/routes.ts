// Login, logout, refresh and the logged-in user (endpoints.auth; spec items C-password-login,
// C-sms-login, C-logout, C-refresh-token, C-logged-user-info); registration and password reset.
import { endpoints } from '@ecsign/core/endpoints';
import { ZCaptchaAnswerQuery, ZSmsLoginQuery } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticateClient } from './authenticate-client';
import { clientName } from './client-name';
import { clientAddress } from './client-address';
import { loggedUserInfo } from './logged-user-info';
import { loginWithPassword } from './login-with-password';
import { loginWithSms } from './login-with-sms';
import { logout } from './logout';
import { readCaptchaAnswer } from './read-captcha-answer';
import { refreshSession } from './refresh-session';
import { registerUser } from './register-user';
import { resetPassword } from './reset-password';

const declared = endpoints.auth;

export function authRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, declared.passwordLogin, ({ input, request }) =>
    loginWithPassword(context, input.body, { client: clientName(request), clientAddress: clientAddress(request) }),
  );

  // SMS login: HTTP Basic client authentication first, then the fields of the form body and the
  // query string (the query wins where both have one).
  mountEndpoint(app, context, declared.smsLogin, ({ input, request }) => {
    const client = authenticateClient(context, request);
    const fields = parseInput(ZSmsLoginQuery, { ...input.body, ...input.query });
    return loginWithSms(context, { ...fields, client, clientAddress: clientAddress(request) });
  });

  mountEndpoint(app, context, declared.register, ({ input, request }) =>
    registerUser(context, { ...input.body, client: clientName(request) }),
  );

  mountEndpoint(app, context, declared.resetPassword, async ({ input }) => {
    await resetPassword(context, input.body);
    return null;
  });

  mountEndpoint(app, context, declared.refreshToken, ({ input }) => refreshSession(context, input.query.refresh_token));

  mountEndpoint(app, context, declared.logout, async ({ caller }) => {
    await logout(context, caller);
    return null;
  });

  mountEndpoint(app, context, declared.loggedUserInfo, ({ caller }) => loggedUserInfo(context, caller));

  // A test-only sandbox switch, off in production: not part of the declared API.
  if (context.config.ECSIGN_SANDBOX_CAPTCHA_ANSWERS) {
    app.get('/dev/captcha-answer', async (request) => {
      const { token } = parseInput(ZCaptchaAnswerQuery, request.query);
      return ok(await readCaptchaAnswer(context, token));
    });
  }
}
