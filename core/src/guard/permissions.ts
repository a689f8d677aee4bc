// Roles and permissions as data (spec's P- items). The server fills getLoggedUserInfo.permissions from
// ROLE_PERMISSIONS; the clients cache that list in the session and check it with `can`.
import { z } from 'zod';

export const ROLES = ['SUPER_ADMIN', 'ADMIN', 'HR', 'MEMBER', 'PERSONAL', 'INSIDE_STAFF'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const PERMISSIONS = [
  /** See one's own contracts (file manager, summaries). */
  'contract:view',
  /** Sign contracts sent to one's account. */
  'contract:sign',
  /** Initiate contracts: enterprise users only (spec item P-initiate-enterprise). */
  'contract:initiate',
  /** Human-resource contracts sent to employees in batches. */
  'hr:batch',
  'template:manage',
  /** Enterprise seals. */
  'seal:manage',
  /** One's own handwritten signatures and personal seals. */
  'signature:manage',
  'contact:manage',
  /** Enterprise members, join applications and the organisation tree. */
  'member:manage',
  /** Create, change, disable and delete roles: super administrators only (spec item P-roles-super-admin). */
  'role:manage',
  /** Data grants for organisations, seals and templates. */
  'grant:manage',
  /** Re-verify the enterprise: administrators only (spec item P-reverify-admin). */
  'enterprise:reauth',
  /** Register and verify a new enterprise (needs a verified personal identity first). */
  'enterprise:register',
  /** Apply to join an enterprise. */
  'enterprise:join',
  'notice:view',
  'notice:publish',
  /** Platform settings: system name, watermark, interface options. */
  'platform:config',
  /** Review the documents of manual real-name verification (platform staff, spec item P-login-types). */
  'identity:review',
] as const;
export const ZPermission = z.enum(PERMISSIONS);
export type TPermission = z.infer<typeof ZPermission>;

const SIGNER = ['contract:view', 'contract:sign', 'signature:manage', 'contact:manage', 'notice:view'] as const;
const MEMBER = [...SIGNER, 'contract:initiate'] as const;
const HR = [...MEMBER, 'hr:batch'] as const;
const ADMIN = [...HR, 'template:manage', 'seal:manage', 'member:manage', 'grant:manage', 'enterprise:reauth'] as const;

export const ROLE_PERMISSIONS = {
  SUPER_ADMIN: [...ADMIN, 'role:manage'],
  ADMIN: [...ADMIN],
  HR: [...HR],
  MEMBER: [...MEMBER],
  PERSONAL: [...SIGNER, 'enterprise:register', 'enterprise:join'],
  INSIDE_STAFF: ['contract:view', 'notice:view', 'notice:publish', 'platform:config', 'identity:review'],
} as const satisfies Record<TRole, readonly TPermission[]>;

/** The default administrator roles: they cannot be deleted, disabled or re-roled (spec item P-default-admin-roles). */
export const DEFAULT_ADMIN_ROLES = ['SUPER_ADMIN', 'ADMIN'] as const satisfies readonly TRole[];

/** The routes guarded by route power (spec items R-guard-route-power, P-route-power) and the permission that grants each. */
export const ROUTE_POWER = {
  '/hrcontract/startHRContract': 'hr:batch',
  '/entcontract/startEntContract': 'contract:initiate',
  // The filled contracts of an HR employee list: only for those who may send them (they hold employees' data).
  '/hrContract/previewContract': 'hr:batch',
} as const satisfies Record<string, TPermission>;
export type TPowerRoute = keyof typeof ROUTE_POWER;
export const POWER_ROUTES = Object.keys(ROUTE_POWER) as TPowerRoute[];
