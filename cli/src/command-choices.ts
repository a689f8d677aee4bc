// The fixed choices of command options. cli.ts declares them for commander before any command
// module is loaded, so they live here, apart from the (heavy) commands that use them.

/** `ecsign verify --format`. */
export const VERIFY_FORMATS = ['text', 'json', 'junit'] as const;

/** `ecsign sign --sub-filter`: the name the option takes, and the /SubFilter it writes. */
export const SUB_FILTERS = { cades: 'ETSI.CAdES.detached', pkcs7: 'adbe.pkcs7.detached' } as const;

/** `ecsign login --method`. */
export const LOGIN_METHODS = ['password', 'sms'] as const;
export type TLoginMethod = (typeof LOGIN_METHODS)[number];

/** `ecsign hr … --format`. */
export const HR_FORMATS = ['text', 'json'] as const;

/** `ecsign tasks ls --tab`: the file manager's tabs, as kebab-case words (TO_SIGN → to-sign). */
export const TASK_TABS = [
  'to-sign',
  'draft',
  'waiting-others',
  'initiated',
  'cc',
  'completed',
  'voided',
  'signed-by-me',
  'all',
] as const;
export type TTaskTab = (typeof TASK_TABS)[number];
