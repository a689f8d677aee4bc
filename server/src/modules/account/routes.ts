// Account settings of the logged-in user: personal info, mobile, e-mail, password, and which of
// their accounts they act as. Every call needs the bearer token and acts on the caller only.
import {
  ZChangeEmailRequest,
  ZChangeMobileRequest,
  ZChangePasswordRequest,
  ZSwitchAccountRequest,
  ZUpdatePersonalInfoRequest,
} from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate } from '../auth/authenticate';
import { changeEmail } from './change-email';
import { changeMobile } from './change-mobile';
import { changePassword } from './change-password';
import { listAccounts } from './list-accounts';
import { readPersonalInfo } from './read-personal-info';
import { switchAccount } from './switch-account';
import { updatePersonalInfo } from './update-personal-info';
import { guard } from '../../security/route-guard';

const PERSONAL = '/cb/assemble/usercenter/personal';
const ACCOUNT = '/cb/assemble/usercenter/account';

export function accountRoutes(app: FastifyInstance, context: AppContext) {
  app.get(`${PERSONAL}/info`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await readPersonalInfo(context, auth.userId));
  });

  app.put(`${PERSONAL}/info`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const { name } = parseInput(ZUpdatePersonalInfoRequest, request.body);
    return ok(await updatePersonalInfo(context, { userId: auth.userId, name }));
  });

  app.post(`${PERSONAL}/changeMobile`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const input = parseInput(ZChangeMobileRequest, request.body);
    return ok(await changeMobile(context, { userId: auth.userId, ...input }));
  });

  app.post(`${PERSONAL}/changeEmail`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const { email, verificationCode } = parseInput(ZChangeEmailRequest, request.body);
    return ok(await changeEmail(context, { userId: auth.userId, email, code: verificationCode }));
  });

  app.post(`${PERSONAL}/changePassword`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const input = parseInput(ZChangePasswordRequest, request.body);
    await changePassword(context, auth, input);
    return ok(null);
  });

  app.get(`${ACCOUNT}/list`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await listAccounts(context, auth));
  });

  app.post(`${ACCOUNT}/switch`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const { accountId } = parseInput(ZSwitchAccountRequest, request.body);
    return ok(await switchAccount(context, auth, accountId));
  });
}
