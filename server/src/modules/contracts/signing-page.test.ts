// The signing page's server side (spec item R-file-sign): an enterprise party signs with an
// enterprise seal only (a personal signature, a drawing or the name alone would sign for a person);
// a person may sign with a signature drawn on the page (the pad's upload checks apply); the audit
// trail gains one VIEWED line per party and session and says how each signature was confirmed.
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSignature } from '../seals/add-signature';
import { padDrawingBase64 } from '../../test-support/test-images';
import { encodePng } from '../captcha/encode-png';
import {
  api,
  contractKit,
  enterprise,
  person,
  sealOf,
  sendBody,
  sign,
  uploadSample,
  type Actor,
  type Api,
  type ContractKit,
} from '../../test-support/contract-test-kit';

describe('the signing page', () => {
  let kit: ContractKit;
  let call: Api;
  beforeAll(async () => {
    kit = await contractKit();
    call = api(kit);
  }, 60_000);
  afterAll(() => kit?.t.close());

  async function send(signatories: ReturnType<typeof person | typeof enterprise>[]): Promise<string> {
    const fileId = await uploadSample(kit, kit.admin);
    const sent = await call.post('plan/send', sendBody(fileId, { signatories }), kit.admin);
    expect(sent.json().status).toBe(200);
    return sent.json().data.planIds[0];
  }
  const detailOf = async (planId: string, who: Actor) => (await call.get(`plan/${planId}`, who)).json().data;

  it('refuses anything but an enterprise seal for an enterprise party, and changes nothing', async () => {
    const planId = await send([enterprise(kit.demoEnterpriseName)]);
    const personal = await addSignature(kit.t.context, kit.admin.userId, { source: 'GENERATED', style: 'REGULAR' });
    const seals = (await call.get(`plan/${planId}/seals`, kit.admin)).json().data as { kind: string }[];
    expect(seals.some((seal) => seal.kind === 'SIGNATURE')).toBe(false);

    const required = ERROR_CATALOGUE.ENTERPRISE_PARTY_SEAL_REQUIRED.status;
    expect((await sign(kit, kit.admin, planId, { sealId: personal.sealId })).json().status).toBe(required);
    expect((await sign(kit, kit.admin, planId, { drawnSignature: padDrawingBase64() })).json().status).toBe(required);
    expect((await sign(kit, kit.admin, planId)).json().status).toBe(ERROR_CATALOGUE.PDF_SEAL_EMPTY.status);
    const untouched = await detailOf(planId, kit.admin);
    expect(untouched.status).toBe(1);
    expect(untouched.documents[0].revision).toBe(0);
    expect(untouched.events.filter((e: { kind: string }) => e.kind === 'SIGNED')).toHaveLength(0);

    const official = await sealOf(kit, kit.admin.enterpriseId!, 'OFFICIAL');
    expect((await sign(kit, kit.admin, planId, { sealId: official })).json().status).toBe(200);
  });

  it('signs with a signature drawn on the page, through the upload checks', async () => {
    const planId = await send([person(kit.zhangsan)]);
    const blank = Buffer.from(encodePng(300, 120, new Uint8Array(300 * 120 * 4), { alpha: true })).toString('base64');
    expect((await sign(kit, kit.zhangsan, planId, { drawnSignature: blank })).json().status).toBe(
      ERROR_CATALOGUE.SEAL_IMAGE_INVALID.status,
    );
    expect((await sign(kit, kit.zhangsan, planId, { drawnSignature: 'bm90IGFuIGltYWdl' })).json().status).not.toBe(200);
    const both = await sign(kit, kit.zhangsan, planId, { drawnSignature: padDrawingBase64(), sealId: 'x'.repeat(8) });
    expect(both.statusCode).toBe(400);
    expect((await detailOf(planId, kit.zhangsan)).documents[0].revision).toBe(0);

    const signed = await sign(kit, kit.zhangsan, planId, { drawnSignature: padDrawingBase64() });
    expect(signed.json()).toMatchObject({ status: 200, data: { completed: true } });
    const detail = await detailOf(planId, kit.zhangsan);
    expect(detail.documents[0].revision).toBe(1);
    const signedEvent = detail.events.find((e: { kind: string }) => e.kind === 'SIGNED');
    expect(signedEvent.confirmation).toBe('SMS');
    // A drawing for one contract is not kept among the person's signatures.
    const saved = await kit.t.context.database.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM seals WHERE user_id = $1 AND source = 'DRAWN'",
      [kit.zhangsan.userId],
    );
    expect(saved[0]!.n).toBe('0');
  });

  it('records the sign password as the confirmation method', async () => {
    const planId = await send([person(kit.lisi)]);
    expect(
      (await call.post('signPassword', { loginPassword: 'Lisi@2026', signPassword: '246810' }, kit.lisi)).json().status,
    ).toBe(200);
    const signed = await call.post(
      'sign',
      { planId, requestId: `pw-${planId}`.slice(0, 64), confirmation: { method: 'SIGN_PASSWORD', password: '246810' } },
      kit.lisi,
    );
    expect(signed.json().status).toBe(200);
    const events = (await detailOf(planId, kit.lisi)).events as { kind: string; confirmation: string | null }[];
    expect(events.find((e) => e.kind === 'SIGNED')?.confirmation).toBe('SIGN_PASSWORD');
    expect(events.find((e) => e.kind === 'COMPLETED')?.confirmation).toBeNull();
  });

  it('records one VIEWED line per party and session, however often the page opens', async () => {
    const planId = await send([person(kit.zhangsan), person(kit.lisi)]);
    const view = async (who: Actor) => (await call.post(`plan/${planId}/viewed`, {}, who)).json();
    expect(await view(kit.zhangsan)).toMatchObject({ status: 200, data: { recorded: true } });
    expect(await view(kit.zhangsan)).toMatchObject({ status: 200, data: { recorded: false } });
    await Promise.all([view(kit.lisi), view(kit.lisi), view(kit.lisi)]);
    expect((await view(kit.other)).status).toBe(ERROR_CATALOGUE.PLAN_NOT_FOUND.status);

    const viewed = ((await detailOf(planId, kit.admin)).events as { kind: string; actorName: string }[]).filter(
      (e) => e.kind === 'VIEWED',
    );
    expect(viewed.map((e) => e.actorName).sort()).toEqual([kit.lisi.name, kit.zhangsan.name].sort());
  });
});
