// Account settings of the logged-in user (endpoints.account): personal info, mobile, e-mail,
// password, and which of their accounts they act as. Every call acts on the caller only.
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { changeEmail } from './change-email';
import { changeMobile } from './change-mobile';
import { changePassword } from './change-password';
import { listAccounts } from './list-accounts';
import { readPersonalInfo } from './read-personal-info';
import { switchAccount } from './switch-account';
import { updatePersonalInfo } from './update-personal-info';

const declared = endpoints.account;

export function accountRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, declared.personalInfo, async ({ caller }) => readPersonalInfo(context, caller.userId));

  mountEndpoint(app, context, declared.updatePersonalInfo, async ({ caller, input }) =>
    updatePersonalInfo(context, { userId: caller.userId, name: input.body.name }),
  );

  mountEndpoint(app, context, declared.changeMobile, async ({ caller, input }) =>
    changeMobile(context, { userId: caller.userId, ...input.body }),
  );

  mountEndpoint(app, context, declared.changeEmail, async ({ caller, input }) =>
    changeEmail(context, { userId: caller.userId, email: input.body.email, code: input.body.verificationCode }),
  );

  mountEndpoint(app, context, declared.changePassword, async ({ caller, input }) => {
    await changePassword(context, caller, input.body);
    return null;
  });

  mountEndpoint(app, context, declared.accounts, async ({ caller }) => listAccounts(context, caller));

  mountEndpoint(app, context, declared.switchAccount, async ({ caller, input }) =>
    switchAccount(context, caller, input.body.accountId),
  );
}
