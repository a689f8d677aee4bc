// Spec items this file exercises (docs/spec-items.md): S-subject, S-list.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/language';
import { PLAN_DEFAULTS, STATE_SETS, SUBJECT_KIND, ZSwitchState, type TStateSetName } from './states';

// The values of the spec's S- items, in the spec's order; the join-application codes are ours (the spec
// names the four statuses without codes).
const SPEC_VALUES: Record<TStateSetName, readonly (string | number)[]> = {
  taskStatus: [0, 1, 3, 4, 5],
  enableState: ['ENABLE', 'DISABLE', 'DRAFT'],
  subjectType: [1, 0, 'ENTERPRISE', 'ORG', 'PERSONAL'],
  planState: ['REVOKE', 'PLAN', 'IMPLEMENT', 'OVER', 'FINISH'],
  signingState: [1, 0, 2, 'OVER'],
  batchFileState: ['WAITING_SEND', 'PROCESSING', 'FINISH'],
  contractListStatus: ['OTHER', 'FROZEN', 'REVOKE', 'EXPIRED', 'COMPLETE', 'REFUSE', 'SIGNING', 'PROGRESS', 'PENDING'],
  voidRoute: ['EXPIRED', 'REVOKE', 'REFUSE'],
  simpleStatus: ['PROGRESS', 'REVOKE', 'EXPIRED', 'COMPLETE', 'REFUSE'],
  signingOrder: ['DISORDER', 'ORDER'],
  authStatus: ['UNAUTH', 'AUTHING', 'AUTH', 'CANCELLED', 'WAIT_REAUTH', 'REAUTHING', 'WAIT_MATERIAL'],
  joinApplicationStatus: ['TO_REVIEW', 'PASSED', 'CANCELLED', 'REJECTED'],
};

// Values a sloppy client might send: the wrong type, a near miss, a gap in a numbered set.
const REJECTED: Record<TStateSetName, readonly unknown[]> = {
  taskStatus: [2, 6, '0', 'DRAFT', null],
  enableState: ['enable', 'ENABLED', 0, undefined],
  subjectType: [2, '1', 'personal', 'INDIVIDUAL'],
  planState: ['DONE', 'plan', 1],
  signingState: [3, '1', 'over', 'SIGNED'],
  batchFileState: ['WAITING', 'FINISHED', 0],
  contractListStatus: ['DRAFT', 'complete', 5],
  voidRoute: ['COMPLETE', 'PROGRESS', 'expired'],
  simpleStatus: ['FROZEN', 'PENDING', 'SIGNING', 'OTHER'],
  signingOrder: ['ORDERED', 'RANDOM', 'disorder'],
  authStatus: ['VERIFIED', 'auth', 1],
  joinApplicationStatus: ['PENDING', 'APPROVED', 0],
};

const names = Object.keys(SPEC_VALUES) as TStateSetName[];

describe('state sets (spec S- items)', () => {
  it('covers every set of the spec and no other', () => {
    expect(Object.keys(STATE_SETS).sort()).toEqual([...names].sort());
  });

  describe.each(names)('%s', (name) => {
    const set = STATE_SETS[name];

    it('has exactly the spec values', () => {
      expect([...set.values]).toEqual(SPEC_VALUES[name]);
    });

    it.each(SPEC_VALUES[name].map((value) => [value]))('accepts %j', (value) => {
      expect(set.schema.parse(value)).toBe(value);
    });

    it.each(REJECTED[name].map((value) => [value]))('rejects %j', (value) => {
      expect(set.schema.safeParse(value).success).toBe(false);
    });

    it('has a label in every language for every value, and no stray labels', () => {
      expect(Object.keys(set.labels).sort()).toEqual(SPEC_VALUES[name].map(String).sort());
      const labels: Record<string, Record<string, string>> = set.labels;
      for (const value of SPEC_VALUES[name]) {
        for (const language of LANGUAGES) {
          expect(labels[String(value)]?.[language], `${name}.${value}.${language}`).toMatch(/\S/);
        }
      }
    });
  });

  it('gives distinct texts to the distinct values of each set, except synonyms', () => {
    for (const name of names.filter((n) => n !== 'subjectType')) {
      const zh = Object.values(STATE_SETS[name].labels).map((label) => label.zh);
      expect(new Set(zh).size, name).toBe(zh.length);
    }
  });
});

describe('subject type', () => {
  it.each([
    [1, 'enterprise'],
    ['ENTERPRISE', 'enterprise'],
    ['ORG', 'enterprise'],
    [0, 'individual'],
    ['PERSONAL', 'individual'],
  ] as const)('%j is an %s', (value, kind) => {
    expect(SUBJECT_KIND[value]).toBe(kind);
  });
});

describe('plan defaults (spec item K-plan-defaults)', () => {
  it('are ENABLE, DISORDER, DISABLE and ENABLE', () => {
    expect(PLAN_DEFAULTS).toEqual({
      sendTimeState: 'ENABLE',
      orderState: 'DISORDER',
      watermarkState: 'DISABLE',
      positionState: 'ENABLE',
    });
  });

  it('switch flags take ENABLE and DISABLE but not DRAFT', () => {
    expect(ZSwitchState.options).toEqual(['ENABLE', 'DISABLE']);
    expect(ZSwitchState.safeParse('DRAFT').success).toBe(false);
  });
});
