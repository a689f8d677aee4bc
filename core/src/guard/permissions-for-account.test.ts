import { describe, expect, it } from 'vitest';
import { ROLES } from './permissions';
import { permissionsForAccount } from './permissions-for-account';
import { permissionsForRole } from './permissions-for-role';

describe('permissionsForAccount', () => {
  it.each(ROLES)('gives internal staff the INSIDE_STAFF permissions whatever the role (%s)', (role) => {
    expect(permissionsForAccount({ role, userOwnerType: 'INSIDE' })).toEqual(permissionsForRole('INSIDE_STAFF'));
  });

  it.each(ROLES.filter((role) => role !== 'INSIDE_STAFF'))('gives an external %s its role’s permissions', (role) => {
    expect(permissionsForAccount({ role, userOwnerType: 'OUTSIDE' })).toEqual(permissionsForRole(role));
  });

  it.each(['INSIDE_STAFF', 'ROOT', 'admin', ''])('gives an external user with role %j nothing', (role) => {
    expect(permissionsForAccount({ role, userOwnerType: 'OUTSIDE' })).toEqual([]);
  });
});
