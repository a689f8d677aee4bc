// Spec items this file exercises (docs/spec-items.md): P-route-power, P-permission-list.
import { describe, expect, it } from 'vitest';
import { can } from './can';
import { isDefaultAdminRole } from './is-default-admin-role';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES, type TPermission, type TRole } from './permissions';
import { permissionsForRole } from './permissions-for-role';
import { routePowerFor } from './route-power-for';

const ENTERPRISE: TRole[] = ['SUPER_ADMIN', 'ADMIN', 'HR', 'MEMBER'];

describe('can', () => {
  it.each([
    [['contract:sign'], 'contract:sign', true],
    [['contract:sign', 'hr:batch'], 'hr:batch', true],
    [['contract:sign'], 'contract:initiate', false],
    [[], 'contract:sign', false],
    [undefined, 'contract:sign', false],
    [null, 'contract:sign', false],
    [['CONTRACT:SIGN'], 'contract:sign', false],
    [['contract:sign '], 'contract:sign', false],
    [['contract'], 'contract:sign', false],
  ] as const)('can(%j, %s) is %s', (permissions, permission, expected) => {
    expect(can(permissions, permission)).toBe(expected);
  });

  it('is false for a non-array that slipped through', () => {
    expect(can('contract:sign' as never, 'contract:sign')).toBe(false);
  });
});

describe('roles and permissions (spec P- items)', () => {
  const holders = (permission: TPermission) => ROLES.filter((role) => can(permissionsForRole(role), permission));

  it.each([
    ['contract:initiate', ENTERPRISE],
    ['hr:batch', ['SUPER_ADMIN', 'ADMIN', 'HR']],
    ['enterprise:reauth', ['SUPER_ADMIN', 'ADMIN']],
    ['role:manage', ['SUPER_ADMIN']],
    ['member:manage', ['SUPER_ADMIN', 'ADMIN']],
    ['seal:manage', ['SUPER_ADMIN', 'ADMIN']],
    ['grant:manage', ['SUPER_ADMIN', 'ADMIN']],
    ['template:manage', ['SUPER_ADMIN', 'ADMIN']],
    ['platform:config', ['INSIDE_STAFF']],
    ['identity:review', ['INSIDE_STAFF']],
    ['enterprise:join', ['PERSONAL']],
    ['contract:sign', [...ENTERPRISE, 'PERSONAL']],
  ] as [TPermission, TRole[]][])('%s is held by exactly %j', (permission, roles) => {
    expect(holders(permission)).toEqual(roles);
  });

  it('gives every role only known permissions, each once', () => {
    for (const role of ROLES) {
      const list: readonly string[] = ROLE_PERMISSIONS[role];
      expect(new Set(list).size, role).toBe(list.length);
      for (const permission of list) expect(PERMISSIONS, role).toContain(permission);
    }
  });

  it('hands out copies, so a caller cannot change the table', () => {
    permissionsForRole('PERSONAL').push('role:manage');
    expect(can(permissionsForRole('PERSONAL'), 'role:manage')).toBe(false);
  });

  it('unites the permissions of several roles', () => {
    const union = permissionsForRole(['PERSONAL', 'INSIDE_STAFF']);
    expect(union).toContain('enterprise:join');
    expect(union).toContain('platform:config');
    expect(new Set(union).size).toBe(union.length);
    expect(permissionsForRole([])).toEqual([]);
  });

  it.each([
    ['SUPER_ADMIN', ['/hrcontract/startHRContract', '/entcontract/startEntContract', '/hrContract/previewContract']],
    ['ADMIN', ['/hrcontract/startHRContract', '/entcontract/startEntContract', '/hrContract/previewContract']],
    ['HR', ['/hrcontract/startHRContract', '/entcontract/startEntContract', '/hrContract/previewContract']],
    ['MEMBER', ['/entcontract/startEntContract']],
    ['PERSONAL', []],
    ['INSIDE_STAFF', []],
  ] as [TRole, string[]][])('routePowerFor(%s) opens %j', (role, routes) => {
    expect(routePowerFor(permissionsForRole(role))).toEqual(routes);
  });

  it('routePowerFor reads a raw cached list', () => {
    expect(routePowerFor(['hr:batch'])).toEqual(['/hrcontract/startHRContract', '/hrContract/previewContract']);
    expect(routePowerFor(undefined)).toEqual([]);
  });

  it.each([
    ['SUPER_ADMIN', true],
    ['ADMIN', true],
    ['HR', false],
    ['MEMBER', false],
    ['PERSONAL', false],
    ['INSIDE_STAFF', false],
    ['admin', false],
  ])('isDefaultAdminRole(%s) is %s', (role, expected) => {
    expect(isDefaultAdminRole(role)).toBe(expected);
  });
});
