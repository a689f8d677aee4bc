import { describe, expect, it } from 'vitest';
import type { TGrantScope } from '../model/roles-and-grants';
import { canGrant, type TGrantOperator, type TGrantRequest } from './can-grant';
import { departmentLineage } from './department-lineage';
import { expandDepartmentScope } from './expand-department-scope';

const NONE: TGrantScope = { all: false, ORG: [], SEAL: [], TEMPLATE: [] };
const admin: TGrantOperator = { accountId: 'a-admin', departmentIds: ['d-hq'], scope: { ...NONE, all: true } };
const limited: TGrantOperator = {
  accountId: 'a-op',
  departmentIds: ['d-sales-east', 'd-sales'],
  scope: { all: false, ORG: ['d-sales', 'd-sales-east', 'd-sales-west'], SEAL: ['s1'], TEMPLATE: [] },
};
const grant = (over: Partial<TGrantRequest>): TGrantRequest => ({
  subjectType: 'MEMBER',
  subjectId: 'a-other',
  resourceType: 'SEAL',
  resourceIds: ['s1'],
  ...over,
});

describe('canGrant (spec item P-grants: never to oneself, never beyond one’s own scope)', () => {
  it.each<[string, TGrantOperator, Partial<TGrantRequest>, ReturnType<typeof canGrant>]>([
    ['an administrator grants any seal', admin, { resourceIds: ['s9'] }, { allowed: true }],
    ['an administrator grants any department', admin, { resourceType: 'ORG', resourceIds: ['d-x'] }, { allowed: true }],
    ['an administrator grants to himself', admin, { subjectId: 'a-admin' }, { allowed: false, reason: 'SELF_GRANT' }],
    [
      'an administrator grants to his own department',
      admin,
      { subjectType: 'DEPARTMENT', subjectId: 'd-hq' },
      { allowed: false, reason: 'SELF_GRANT' },
    ],
    ['a limited operator grants a seal he holds', limited, {}, { allowed: true }],
    [
      'a limited operator grants a seal he does not hold',
      limited,
      { resourceIds: ['s1', 's2'] },
      { allowed: false, reason: 'EXCEEDS_SCOPE', outside: ['s2'] },
    ],
    [
      'a limited operator grants a template with an empty template scope',
      limited,
      { resourceType: 'TEMPLATE', resourceIds: ['t1'] },
      { allowed: false, reason: 'EXCEEDS_SCOPE', outside: ['t1'] },
    ],
    [
      'a limited operator grants a sub-department of his scope',
      limited,
      { resourceType: 'ORG', resourceIds: ['d-sales-west'] },
      { allowed: true },
    ],
    [
      'a limited operator grants a department outside it',
      limited,
      { resourceType: 'ORG', resourceIds: ['d-finance', 'd-sales', 'd-finance'] },
      { allowed: false, reason: 'EXCEEDS_SCOPE', outside: ['d-finance'] },
    ],
    [
      'a limited operator grants to a parent department he belongs to',
      limited,
      { subjectType: 'DEPARTMENT', subjectId: 'd-sales' },
      { allowed: false, reason: 'SELF_GRANT' },
    ],
    [
      'a limited operator grants to a sibling department',
      limited,
      { subjectType: 'DEPARTMENT', subjectId: 'd-sales-west' },
      { allowed: true },
    ],
    [
      'self-granting is refused before the scope is judged',
      limited,
      { subjectId: 'a-op', resourceIds: ['s2'] },
      { allowed: false, reason: 'SELF_GRANT' },
    ],
  ])('%s', (_name, operator, request, decision) => {
    expect(canGrant(operator, grant(request))).toEqual(decision);
  });

  it('treats a department id and a member id with the same text apart', () => {
    expect(canGrant(limited, grant({ subjectType: 'MEMBER', subjectId: 'd-sales' }))).toEqual({ allowed: true });
  });
});

const TREE = [
  { departmentId: 'hq', parentId: null },
  { departmentId: 'sales', parentId: 'hq' },
  { departmentId: 'east', parentId: 'sales' },
  { departmentId: 'west', parentId: 'sales' },
  { departmentId: 'finance', parentId: 'hq' },
  { departmentId: 'other', parentId: null },
];

describe('expandDepartmentScope', () => {
  it.each([
    [['sales'], ['sales', 'east', 'west']],
    [['hq'], ['hq', 'sales', 'east', 'west', 'finance']],
    [
      ['east', 'other'],
      ['east', 'other'],
    ],
    [['gone'], []],
    [[], []],
  ])('%j opens %j', (granted, open) => {
    expect(expandDepartmentScope(TREE, granted)).toEqual(open);
  });

  it('stops on a cycle', () => {
    const cyclic = [
      { departmentId: 'a', parentId: 'b' },
      { departmentId: 'b', parentId: 'a' },
    ];
    expect(expandDepartmentScope(cyclic, ['a'])).toEqual(['a', 'b']);
    expect(departmentLineage(cyclic, 'a')).toEqual(['a', 'b']);
  });
});

describe('departmentLineage', () => {
  it.each([
    ['east', ['east', 'sales', 'hq']],
    ['hq', ['hq']],
    ['gone', []],
    [null, []],
  ])('%s has lineage %j', (id, lineage) => {
    expect(departmentLineage(TREE, id)).toEqual(lineage);
  });
});
