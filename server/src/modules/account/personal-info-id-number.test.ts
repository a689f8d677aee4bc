// The account centre's ID number (spec item F-person): a person who verified sees the number
// masked as verification stored it; a person who has not verified sees none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { newPerson, testIdentity, verifyPerson } from '../../test-support/test-people';

describe('personal info ID number', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('shows a verified person the masked ID number, and none before verification', async () => {
    const person = await newPerson(t);
    expect((await person.api.get('cb/assemble/usercenter/personal/info')).data.idNumber).toBeNull();
    const identity = testIdentity();
    await verifyPerson(person, identity);
    const info = (await person.api.get('cb/assemble/usercenter/personal/info')).data;
    expect(info.authStatus).toBe('AUTH');
    expect(info.idNumber).toMatch(/^\d{3}\*{11}[\dX]{4}$/);
    expect(info.idNumber).not.toBe(identity.idNumber);
    expect(info.idNumber.slice(0, 3)).toBe(identity.idNumber.slice(0, 3));
  });
});
