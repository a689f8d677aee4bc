// Login, logout, refresh and the logged-in user (spec items C-password-login, C-logout, C-refresh-token, C-logged-user-info); registration and password reset.
import {
  ZCaptchaAnswerQuery,
  ZPasswordLoginRequest,
  ZRefreshTokenQuery,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSmsLoginQuery,
} from '@ecsign/core/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate } from './authenticate';
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
import { guard } from '../../security/route-guard';

/** Form bodies and query strings both carry fields as text; the query wins where both have one. */
function queryAndForm(request: FastifyRequest): Record<string, unknown> {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  return { ...body, ...(request.query as Record<string, unknown>) };
}

export function authRoutes(app: FastifyInstance, context: AppContext) {
  app.post('/token/accessToken', async (request) => {
    const input = parseInput(ZPasswordLoginRequest, request.body);
    return ok(
      await loginWithPassword(context, input, { client: clientName(request), clientAddress: clientAddress(request) }),
    );
  });

  // SMS login: query parameters, HTTP Basic client authentication, form-encoded content.
  app.post('/mobile/token', async (request) => {
    const client = authenticateClient(context, request);
    const input = parseInput(ZSmsLoginQuery, queryAndForm(request));
    return ok(await loginWithSms(context, { ...input, client, clientAddress: clientAddress(request) }));
  });

  app.post('/cb/assemble/usercenter/userRegister/register', async (request) => {
    const input = parseInput(ZRegisterRequest, request.body);
    return ok(await registerUser(context, { ...input, client: clientName(request) }));
  });

  app.post('/cb/assemble/usercenter/userRegister/resetPassword', async (request) => {
    const input = parseInput(ZResetPasswordRequest, request.body);
    await resetPassword(context, input);
    return ok(null);
  });

  app.get('/token/refreshToken', async (request) => {
    const { refresh_token } = parseInput(ZRefreshTokenQuery, request.query);
    return ok(await refreshSession(context, refresh_token));
  });

  app.delete('/token/logout', guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    await logout(context, auth);
    return ok(null);
  });

  app.get('/getLoggedUserInfo', guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await loggedUserInfo(context, auth));
  });

  if (context.config.ECSIGN_SANDBOX_CAPTCHA_ANSWERS) {
    app.get('/dev/captcha-answer', async (request) => {
      const { token } = parseInput(ZCaptchaAnswerQuery, request.query);
      return ok(await readCaptchaAnswer(context, token));
    });
  }
}
