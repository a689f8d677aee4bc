// One inbox (the must-show "one inbox"; spec items R-home, R-tab-to-sign): a person's
// to-dos across every account they hold — the personal one and each enterprise they belong to —
// each row labelled with its account, so the portal and the popup can offer them all and switch
// to the row's account (POST cb/assemble/usercenter/account/switch) before acting on it.
//   GET contract/inbox  ZEveryAccountInboxQuery → zPage(ZEveryAccountTodo)
import { z } from 'zod';
import { ZAccountType } from '../auth';
import { zPage } from '../envelope';
import { ZContractListRow } from './contract-list';

export const ZEveryAccountInboxQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  /** OTHERS leaves out the active account's to-dos (the file manager lists those in its own table). */
  scope: z.enum(['ALL', 'OTHERS']).default('ALL'),
});
export type TEveryAccountInboxQuery = z.input<typeof ZEveryAccountInboxQuery>;

/** The account a to-do belongs to: acting on it means acting as this account. */
export const ZTodoAccount = z.object({
  accountId: z.string(),
  accountType: ZAccountType,
  /** The enterprise's name for an enterprise account, the person's for the personal one. */
  name: z.string(),
  active: z.boolean(),
});
export type TTodoAccount = z.infer<typeof ZTodoAccount>;

export const ZEveryAccountTodo = ZContractListRow.extend({ account: ZTodoAccount });
export type TEveryAccountTodo = z.infer<typeof ZEveryAccountTodo>;
export const ZEveryAccountInbox = zPage(ZEveryAccountTodo);
export type TEveryAccountInbox = z.infer<typeof ZEveryAccountInbox>;
