import { describe, expect, it } from 'vitest';
import { CUSTOM_ROLE_PERMISSIONS, ENTERPRISE_ROLES, isEnterpriseRole } from './enterprise-roles';
import { DEFAULT_ADMIN_ROLES, ROLE_PERMISSIONS } from './permissions';

describe('enterprise roles', () => {
  it('keeps administration out of custom roles', () => {
    for (const permission of ['member:manage', 'role:manage', 'enterprise:reauth'] as const)
      expect(CUSTOM_ROLE_PERMISSIONS).not.toContain(permission);
    expect(CUSTOM_ROLE_PERMISSIONS).toContain('grant:manage');
    expect(CUSTOM_ROLE_PERMISSIONS).toContain('contract:initiate');
  });

  it('offers only rights an administrator holds', () => {
    for (const permission of CUSTOM_ROLE_PERMISSIONS) expect(ROLE_PERMISSIONS.ADMIN).toContain(permission);
  });

  it('counts the default administrator roles among the built-in enterprise roles', () => {
    for (const role of DEFAULT_ADMIN_ROLES) expect(ENTERPRISE_ROLES).toContain(role);
    expect(isEnterpriseRole('HR')).toBe(true);
    expect(isEnterpriseRole('PERSONAL')).toBe(false);
    expect(isEnterpriseRole('3f2c…')).toBe(false);
  });
});
