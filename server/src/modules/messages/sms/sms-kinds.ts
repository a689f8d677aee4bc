// The types of SMS the platform sends. Mainland gateways send only an approved template (by id)
// with parameters, never free text, so each type has one template per provider (SMS_TEMPLATES) and
// a fixed list of parameters: by name for Alibaba Cloud (${code}), in this order for Tencent Cloud
// ({1}, {2} …). The sandbox renders the full text instead.
import { NOTICE_PLACEHOLDERS, NOTICE_TYPES, type TNoticeType } from '@ecsign/core/model';

export const SMS_KINDS = ['AUTH_CODE', 'SIGN_CODE', 'ENTERPRISE_INVITATION', ...NOTICE_TYPES] as const;
export type TSmsKind = (typeof SMS_KINDS)[number];

/** Each type's template parameters, in the order Tencent Cloud's positional templates number them. */
export const SMS_KIND_PARAMS: Readonly<Record<TSmsKind, readonly string[]>> = {
  // Login, registration, password reset and mobile change codes (spec item C-send-auth-code).
  AUTH_CODE: ['code', 'minutes'],
  // The code confirming a signature on a contract.
  SIGN_CODE: ['code', 'contractName', 'minutes'],
  ENTERPRISE_INVITATION: ['enterpriseName', 'days'],
  // Notices take the placeholders their templates may use.
  ...(NOTICE_PLACEHOLDERS as Readonly<Record<TNoticeType, readonly string[]>>),
};

/** A type's parameters in its template order; a value the message lacks is sent empty. */
export function orderedParams(kind: TSmsKind, params: Readonly<Record<string, string>>): string[] {
  return SMS_KIND_PARAMS[kind].map((name) => params[name] ?? '');
}

/** The parameters of a type by name, without any the type does not define. */
export function namedParams(kind: TSmsKind, params: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(SMS_KIND_PARAMS[kind].map((name) => [name, params[name] ?? '']));
}
