// Batch signing from the to-sign tab (spec item R-tab-to-sign): one SMS code or sign password for
// several to-dos, a result per contract, each contract signed whole or not at all. Contracts that
// are not the caller's turn or were revoked come back with their reason and stay unsigned; the
// code is spent once; a retry with the same request id answers alike and signs nothing twice.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  contractKit,
  person,
  sendBody,
  signCode,
  uploadSample,
  type Api,
  type ContractKit,
} from '../../test-support/contract-test-kit';

describe('batch signing', () => {
  let kit: ContractKit;
  let call: Api;
  beforeAll(async () => {
    kit = await contractKit();
    call = api(kit);
  }, 60_000);
  afterAll(() => kit?.t.close());

  async function send(ordered = false): Promise<string> {
    const fileId = await uploadSample(kit, kit.admin);
    const signatories = ordered
      ? [person(kit.zhangsan, { signOrder: 1 }), person(kit.lisi, { signOrder: 2 })]
      : [person(kit.lisi)];
    const body = sendBody(fileId, {
      plan: {
        taskName: '批量签署',
        businessType: 'PURCHASE',
        orderState: ordered ? 'ORDER' : 'DISORDER',
        planSendDocumentVOList: [{ documentName: '合同.pdf', fileId }],
      },
      signatories,
    });
    const sent = await call.post('plan/send', body, kit.admin);
    expect(sent.json().status).toBe(200);
    return sent.json().data.planIds[0];
  }
  const revisionOf = async (planId: string) =>
    (await call.get(`plan/${planId}`, kit.admin)).json().data.documents[0].revision as number;

  it('signs what it may with one code and reports each contract', async () => {
    const [first, second] = [await send(), await send()];
    const notMyTurn = await send(true);
    const revoked = await send();
    expect((await call.post('revoke', { planId: revoked, reason: '作废' }, kit.admin)).json().status).toBe(200);

    const code = await signCode(kit, kit.lisi);
    const body = {
      planIds: [first, notMyTurn, revoked, second],
      requestId: randomUUID(),
      confirmation: { code },
    };
    const reply = await call.post('sign/batch', body, kit.lisi);
    expect(reply.json().status).toBe(200);
    expect(reply.json().data.results).toEqual([
      { planId: first, status: 200, completed: true },
      { planId: notMyTurn, status: ERROR_CATALOGUE.NOT_CURRENT_SIGNATORY.status, completed: false },
      { planId: revoked, status: ERROR_CATALOGUE.SIGNING_STATUS_INVALID.status, completed: false },
      { planId: second, status: 200, completed: true },
    ]);
    expect(await revisionOf(first)).toBe(1);
    expect(await revisionOf(second)).toBe(1);
    expect(await revisionOf(notMyTurn)).toBe(0);
    expect(await revisionOf(revoked)).toBe(0);
    const events = (await call.get(`plan/${first}`, kit.lisi)).json().data.events as { kind: string }[];
    expect(events.filter((e) => e.kind === 'SIGNED')).toHaveLength(1);

    // The same request again (a lost reply): the same answer, nothing signed twice.
    const again = await call.post('sign/batch', body, kit.lisi);
    expect(again.json().data.results).toEqual(reply.json().data.results);
    expect(await revisionOf(first)).toBe(1);

    // The code was spent once for the batch: a new batch cannot reuse it.
    const third = await send();
    const reused = await call.post(
      'sign/batch',
      { planIds: [third], requestId: randomUUID(), confirmation: { code } },
      kit.lisi,
    );
    expect(reused.json().status).toBe(ERROR_CATALOGUE.VERIFICATION_CODE_EXPIRED.status);
    expect(await revisionOf(third)).toBe(0);
  });

  it('keeps the code when nothing in the selection can be signed, and refuses a wrong code whole', async () => {
    const notMyTurn = await send(true);
    const code = await signCode(kit, kit.lisi);
    const nothing = await call.post(
      'sign/batch',
      { planIds: [notMyTurn], requestId: randomUUID(), confirmation: { code } },
      kit.lisi,
    );
    expect(nothing.json().data.results[0].status).toBe(ERROR_CATALOGUE.NOT_CURRENT_SIGNATORY.status);

    const mine = await send();
    const wrong = await call.post(
      'sign/batch',
      { planIds: [mine], requestId: randomUUID(), confirmation: { code: code === '000000' ? '111111' : '000000' } },
      kit.lisi,
    );
    expect(wrong.json().status).toBe(ERROR_CATALOGUE.REGISTRATION_CODE_FAILED.status);
    expect(await revisionOf(mine)).toBe(0);
    const right = await call.post(
      'sign/batch',
      { planIds: [mine], requestId: randomUUID(), confirmation: { code } },
      kit.lisi,
    );
    expect(right.json().data.results).toEqual([{ planId: mine, status: 200, completed: true }]);
  });

  it('leaves each contract signed whole or untouched when the signer goes away mid-batch', async () => {
    // The page closed (or the network dropped) while the batch was being signed: the request's
    // connection is cut as soon as the first contract is signed. No contract may ever be seen
    // half-signed, and the same request sent again when the page is reopened answers for each.
    const planIds = [await send(), await send(), await send(), await send()];
    const code = await signCode(kit, kit.lisi);
    const body = JSON.stringify({ planIds, requestId: randomUUID(), confirmation: { code } });
    const address = await kit.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/ecapi/contract/sign/batch',
      headers: { authorization: `Bearer ${kit.lisi.token}`, 'content-type': 'application/json' },
    });
    request.on('error', () => undefined);
    request.end(body);
    const signedNow = async () => (await Promise.all(planIds.map(revisionOf))).filter((r) => r === 1).length;
    while ((await signedNow()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    request.destroy();

    // One read of the plan: its document's revision and its events, seen at the same moment.
    const wholeOrUntouched = async () => {
      for (const planId of planIds) {
        const { documents, events } = (await call.get(`plan/${planId}`, kit.lisi)).json().data as {
          documents: { revision: number }[];
          events: { kind: string }[];
        };
        const signed = events.filter((e) => e.kind === 'SIGNED').length;
        expect([documents[0]!.revision, signed]).toEqual(documents[0]!.revision === 1 ? [1, 1] : [0, 0]);
      }
    };
    // The server's work goes on without the page: at every moment each contract is whole or
    // untouched, until the batch has signed them all.
    do await wholeOrUntouched();
    while ((await signedNow()) < planIds.length);
    // Reopened: the same request answers for every contract from what was stored, signing none twice.
    const again = await call.post('sign/batch', JSON.parse(body), kit.lisi);
    expect(again.json().data.results).toEqual(planIds.map((planId) => ({ planId, status: 200, completed: true })));
    await wholeOrUntouched();
  });

  it('refuses an empty or oversized selection before anything', async () => {
    const empty = await call.post(
      'sign/batch',
      { planIds: [], requestId: randomUUID(), confirmation: { code: '123456' } },
      kit.lisi,
    );
    expect(empty.statusCode).toBe(400);
    const many = Array.from({ length: 21 }, () => randomUUID());
    const tooMany = await call.post(
      'sign/batch',
      { planIds: many, requestId: randomUUID(), confirmation: { code: '123456' } },
      kit.lisi,
    );
    expect(tooMany.statusCode).toBe(400);
  });
});
