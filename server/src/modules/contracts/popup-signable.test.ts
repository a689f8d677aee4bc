// Which to-dos the extension's toolbar popup may sign by itself (contract/popupSignable): the
// caller's turn, fields placed, none the signer fills in, and the default seal or signature at
// hand when a field needs one; everything else is sent to the portal's signing page with a reason.
// The answer is advice only: the popup then signs through contract/sign like the portal.
import { randomUUID } from 'node:crypto';
import type { TContractInitiateRequest } from '@ecsign/core/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  contractKit,
  enterprise,
  person,
  sendBody,
  signCode,
  uploadSample,
  type Actor,
  type Api,
  type ContractKit,
} from '../../test-support/contract-test-kit';

const box = (kind: string, y = 700) => ({ page: 1, x: 72, y, width: 160, height: 40, kind });

describe('contract/popupSignable', () => {
  let kit: ContractKit;
  let call: Api;
  beforeAll(async () => {
    kit = await contractKit();
    call = api(kit);
  }, 60_000);
  afterAll(() => kit?.t.close());

  async function send(signatories: TContractInitiateRequest['signatories'], ordered = false): Promise<string> {
    const fileId = await uploadSample(kit, kit.admin);
    const sent = await call.post(
      'plan/send',
      sendBody(fileId, {
        plan: {
          taskName: '弹窗签署',
          businessType: 'PURCHASE',
          orderState: ordered ? 'ORDER' : 'DISORDER',
          planSendDocumentVOList: [{ documentName: '合同.pdf', fileId }],
        },
        signatories,
      }),
      kit.admin,
    );
    expect(sent.json().status).toBe(200);
    return sent.json().data.planIds[0];
  }
  const ask = async (who: Actor, planIds: string[]) => {
    const reply = await call.post('popupSignable', { planIds }, who);
    expect(reply.json().status).toBe(200);
    return reply.json().data.records as { planId: string; signable: boolean; portalReason: string | null }[];
  };
  it('tells each to-do apart, and a qualifying one signs with the default and no field values', async () => {
    // The initiator asked for a personal seal, and lisi has only signatures: nothing to stamp by default.
    const noSealOfKind = await send([
      person(kit.lisi, { sealTypes: ['PERSONAL_SEAL'], positions: [box('SIGNATURE'), box('DATE', 640)] }),
    ]);

    const placed = await send([person(kit.lisi, { positions: [box('SIGNATURE'), box('DATE', 640)] })]);
    const datesOnly = await send([person(kit.lisi, { positions: [box('DATE'), box('NAME', 640)] })]);
    const withText = await send([person(kit.lisi, { positions: [box('SIGNATURE'), box('TEXT', 640)] })]);
    const unplaced = await send([person(kit.lisi, { positions: [] })]);
    const notMyTurn = await send(
      [
        person(kit.zhangsan, { signOrder: 1, positions: [box('SIGNATURE')] }),
        person(kit.lisi, { signOrder: 2, positions: [box('SIGNATURE', 600)] }),
      ],
      true,
    );
    const unknown = randomUUID();
    expect(await ask(kit.lisi, [placed, datesOnly, withText, unplaced, notMyTurn, unknown, noSealOfKind])).toEqual([
      { planId: placed, signable: true, portalReason: null },
      { planId: datesOnly, signable: true, portalReason: null },
      { planId: withText, signable: false, portalReason: 'SIGNER_FILLED_FIELDS' },
      { planId: unplaced, signable: false, portalReason: 'NO_PLACED_FIELDS' },
      { planId: notMyTurn, signable: false, portalReason: 'NOT_SIGNABLE_NOW' },
      { planId: unknown, signable: false, portalReason: 'NOT_SIGNABLE_NOW' },
      { planId: noSealOfKind, signable: false, portalReason: 'NO_DEFAULT_SEAL' },
    ]);
    // Another person asking about lisi's to-do learns nothing but "not signable now".
    expect(await ask(kit.zhangsan, [placed])).toEqual([
      { planId: placed, signable: false, portalReason: 'NOT_SIGNABLE_NOW' },
    ]);

    // What the popup then does: the default (first usable) seal, no field values, through contract/sign.
    const seals = (await call.get(`plan/${placed}/seals`, kit.lisi)).json().data as { sealId: string }[];
    const signed = await call.post(
      'sign',
      {
        planId: placed,
        requestId: randomUUID(),
        sealId: seals[0]!.sealId,
        confirmation: { method: 'SMS', code: await signCode(kit, kit.lisi) },
        fieldValues: {},
      },
      kit.lisi,
    );
    expect(signed.json().status).toBe(200);
    expect(await ask(kit.lisi, [placed])).toEqual([
      { planId: placed, signable: false, portalReason: 'NOT_SIGNABLE_NOW' },
    ]);
  });

  it('qualifies an enterprise party by its seals, and refuses an empty or oversized list', async () => {
    const sealed = await send([enterprise(kit.demoEnterpriseName, { positions: [box('SEAL')] })]);
    expect(await ask(kit.admin, [sealed])).toEqual([{ planId: sealed, signable: true, portalReason: null }]);
    expect((await call.post('popupSignable', { planIds: [] }, kit.lisi)).statusCode).toBe(400);
    const many = Array.from({ length: 21 }, () => randomUUID());
    expect((await call.post('popupSignable', { planIds: many }, kit.lisi)).statusCode).toBe(400);
    expect((await call.post('popupSignable', { planIds: [sealed] })).statusCode).toBe(401);
  });
});
