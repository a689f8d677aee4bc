// ID numbers (and bank card numbers) never appear in a reply or in the log, whatever happens:
// successes, mismatches, forged face results, payment checks, and a provider that fails quoting
// the number it was sent. The app logs at trace level into memory for this test.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { createAppContext } from '../../context';
import { migrate } from '../../db/migrate';
import { seedDemo } from '../../db/seed-demo';
import { openTestDatabase } from '../../test-support/open-test-database';
import type { TestApp } from '../../test-support/build-test-app';
import { createPendingCertificateIssuer } from '../identity/create-pending-certificate-issuer';
import { createSandboxIdentityProvider } from '../identity/create-sandbox-identity-provider';
import { installIdentityServices } from '../identity/identity-services';
import {
  faceQuery,
  mainlandForm,
  newPerson,
  remittedAmount,
  testEnterprise,
  testIdentity,
  type Reply,
} from '../../test-support/test-people';

describe('no ID number in replies or logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  const replies: string[] = [];
  beforeAll(async () => {
    // A master key of its own, so the keystore writes no master.key into ./data.
    const config = parseConfig({
      ECSIGN_TEST_SKIP_CAPTCHA: '1',
      LOG_LEVEL: 'trace',
      PKI_MASTER_KEY: 'no-id-numbers-leak test key',
    });
    const database = await openTestDatabase();
    await migrate(database);
    await seedDemo(database);
    const context = createAppContext({ config, database, now: () => new Date() });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = { level: 'trace', stream } as { level: string };
    const app = await buildApp(context, { logger });
    t = { app, context, setNow: () => undefined, close: async () => (await app.close(), await database.close()) };
  });
  afterAll(() => t.close());

  const keep = (reply: Reply) => (replies.push(reply.body), reply);

  it('keeps every number out of every reply and log line', async () => {
    const person = await newPerson(t);
    const identity = testIdentity();
    const wrong = testIdentity();
    // A mismatch, then a success by face (with a forged result in between).
    const mismatch = keep(
      await person.api.post('cb/assemble/auth/person/start', { name: '不对的人', idNumber: wrong.idNumber }),
    );
    keep(
      await person.api.post('cb/assemble/auth/person/method', {
        verificationId: mismatch.data.verificationId,
        method: 'TWO_ELEMENT',
      }),
    );
    expect(
      keep(await person.api.post('cb/assemble/auth/person/complete', { verificationId: mismatch.data.verificationId }))
        .status,
    ).toBe(75000010);
    keep(
      await person.api.post('cb/assemble/auth/person/start', {
        name: identity.name,
        idNumber: `${identity.idNumber.slice(0, 17)}0`,
      }),
    );
    const started = keep(await person.api.post('cb/assemble/auth/person/start', identity));
    const url = keep(
      await person.api.post('cb/assemble/auth/person/method', {
        verificationId: started.data.verificationId,
        method: 'FACE',
      }),
    ).data.redirectUrl;
    keep(await person.api.post('cb/assemble/auth/authBackPage', { ...faceQuery(url), sign: 'forged' }));
    expect(keep(await person.api.post('cb/assemble/auth/authBackPage', faceQuery(url))).data.authStatus).toBe('AUTH');
    keep(await person.api.get('cb/assemble/auth/person/status'));

    // An enterprise by payment.
    const entry = testEnterprise();
    const enterprise = keep(await person.api.post('cb/assemble/auth/enterprise/start', mainlandForm(entry)));
    const verificationId = enterprise.data.verificationId;
    keep(
      await person.api.post('cb/assemble/auth/enterprise/method', {
        verificationId,
        method: 'PAYMENT',
        bankName: '沙箱银行',
        bankAccount: '6222020000000000018',
      }),
    );
    const amount = await remittedAmount(t, verificationId);
    expect(
      keep(await person.api.post('cb/assemble/auth/enterprise/payment/confirm', { verificationId, amount })).data
        .authStatus,
    ).toBe('AUTH');

    // A provider that fails quoting what it was sent.
    const failing = createSandboxIdentityProvider(t.context);
    failing.checkPersonTwoElements = async (request) => {
      throw new Error(`upstream 500 for {"idNumber":"${request.idNumber}","name":"${request.name}"}`);
    };
    installIdentityServices(t.context, {
      provider: failing,
      certificateIssuer: createPendingCertificateIssuer(t.context.now),
    });
    const other = await newPerson(t);
    const third = testIdentity();
    const attempt = keep(await other.api.post('cb/assemble/auth/person/start', third));
    keep(
      await other.api.post('cb/assemble/auth/person/method', {
        verificationId: attempt.data.verificationId,
        method: 'TWO_ELEMENT',
      }),
    );
    const failed = keep(
      await other.api.post('cb/assemble/auth/person/complete', { verificationId: attempt.data.verificationId }),
    );
    expect(failed).toMatchObject({ statusCode: 502, status: 70000014 });

    const log = lines.join('');
    expect(log).toContain('upstream 500'); // the failure is logged …
    expect(log).toContain('sandbox bank'); // … and so is the remittance
    const everything = log + replies.join('\n');
    for (const secret of [
      identity.idNumber,
      wrong.idNumber,
      third.idNumber,
      entry.legalPersonIdNumber,
      '6222020000000000018',
    ]) {
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain(secret.slice(0, 14)); // not even the birth-date prefix
    }
    expect(everything).toContain(`${third.idNumber.slice(0, 3)}***********${third.idNumber.slice(-4)}`);
  });
});
