// Login, logout, refresh and the logged-in user (spec §7).
import { ZPasswordLoginRequest, ZRefreshTokenQuery } from '@ecsign/core/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate } from './authenticate';
import { loggedUserInfo } from './logged-user-info';
import { loginWithPassword } from './login-with-password';
import { logout } from './logout';
import { refreshSession } from './refresh-session';

function clientName(request: FastifyRequest): string {
  const header = request.headers['x-token'];
  const value = Array.isArray(header) ? header[0] : header;
  return value === 'ext' || value === 'cli' ? value : 'web';
}

export function authRoutes(app: FastifyInstance, context: AppContext) {
  app.post('/token/accessToken', async (request) => {
    const input = parseInput(ZPasswordLoginRequest, request.body);
    return ok(await loginWithPassword(context, input, clientName(request)));
  });

  app.get('/token/refreshToken', async (request) => {
    const { refresh_token } = parseInput(ZRefreshTokenQuery, request.query);
    return ok(await refreshSession(context, refresh_token));
  });

  app.delete('/token/logout', async (request) => {
    const auth = await authenticate(context, request);
    await logout(context, auth);
    return ok(null);
  });

  app.get('/getLoggedUserInfo', async (request) => {
    const auth = await authenticate(context, request);
    return ok(await loggedUserInfo(context, auth));
  });
}
