import { describe, expect, it } from 'vitest';
import { ZContact, ZContactForm, ZContactGroupForm } from './contact';

describe('ZContactForm', () => {
  it('leaves a contact ungrouped unless a group is given', () => {
    expect(ZContactForm.parse({ signatoryType: 0, name: 'Li Lei', mobile: '13800000000' })).toEqual({
      signatoryType: 0,
      name: 'Li Lei',
      mobile: '13800000000',
      groupId: null,
    });
  });

  it.each([
    ['a numeric and a named subject type', { signatoryType: 'ENTERPRISE' }, true],
    ['a group', { groupId: 'g1' }, true],
    ['an unknown signatory type', { signatoryType: 'COMPANY' }, false],
    ['a blank name', { name: '  ' }, false],
    ['a 10-digit mobile', { mobile: '1380000000' }, false],
    ['a mobile not starting with 1', { mobile: '23800000000' }, false],
    ['an empty group id', { groupId: '' }, false],
  ])('with %s: accepted %s', (_, change, ok) => {
    const input = { signatoryType: 1, name: 'Li Lei', mobile: '13800000000', ...change };
    expect(ZContactForm.safeParse(input).success).toBe(ok);
  });

  it('a stored contact has an id', () => {
    expect(ZContact.safeParse({ signatoryType: 0, name: 'a', mobile: '13800000000' }).success).toBe(false);
  });
});

describe('ZContactGroupForm', () => {
  it.each([
    ['Suppliers', true],
    ['', false],
    ['   ', false],
  ])('group name %j: accepted %s', (name, ok) => {
    expect(ZContactGroupForm.safeParse({ name }).success).toBe(ok);
  });
});
