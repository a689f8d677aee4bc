// The popup's signing calls against a scripted server: which to-dos qualify, what the signing view
// loads (the caller's fields, the default seal only when a field needs one), and the one
// sign request (endpoints.contracts.sign) with the default seal, no field values and the chosen confirmation.
import { describe, expect, it } from 'vitest';
import { createSessionStore, memorySessionStorage } from '@ecsign/core/session';
import { createPopupSigningClient } from './popup-signing-client';

const position = (kind: string, positionId = kind) => ({
  positionId,
  documentId: 'd1',
  page: 1,
  x: 72,
  y: 700,
  width: 160,
  height: 40,
  keyword: null,
  kind,
  required: true,
  label: null,
});

function detail(myKinds: string[], signingState = 0) {
  const signatory = (isMe: boolean, kinds: string[]) => ({
    signatoryId: isMe ? 'sig-me' : 'sig-other',
    subjectType: 'PERSONAL',
    name: isMe ? '李四' : '张三',
    enterpriseName: null,
    roleName: null,
    signOrder: 1,
    sealTypes: [],
    signingState,
    signedAt: null,
    refusedAt: null,
    refuseReason: null,
    isMe,
    isCurrent: signingState === 0,
    positions: kinds.map((kind) => position(kind, `${isMe ? 'me' : 'other'}-${kind}`)),
  });
  // The whole detail, as the server's declared reply has it; the popup reads its parties, documents and confirmations.
  return {
    planId: 'p1',
    taskNo: 'T20261122001',
    taskName: '采购合同',
    kind: 'SINGLE',
    batchId: null,
    businessType: 'PURCHASE',
    businessTypeName: '采购',
    status: 1,
    listStatus: 'SIGNING',
    planState: 'IMPLEMENT',
    simpleStatus: 'PROGRESS',
    voidRoute: null,
    voidReason: null,
    orderState: 'ORDER',
    sendTimeState: 'ENABLE',
    watermarkState: 'DISABLE',
    positionState: 'ENABLE',
    noticeInfo: null,
    startTime: null,
    endTime: null,
    initiator: '管理员',
    initiatorEnterprise: null,
    createdAt: '2026-11-22 09:00:00',
    sentAt: '2026-11-22 09:05:00',
    finishedAt: null,
    version: 1,
    verificationCode: null,
    progress: { signed: 0, total: 2 },
    attachments: [],
    ccList: [],
    events: [],
    templatePanel: { title: '采购合同', type: 'SINGLE', templateInfoList: [] },
    actions: { sign: true, refuse: true, revoke: false, urge: false, edit: false, download: false },
    signatories: [signatory(false, ['SEAL']), signatory(true, myKinds)],
    documents: [
      {
        documentId: 'd1',
        index: 0,
        name: '合同.pdf',
        pages: [{ width: 595, height: 842, rotate: 0 }],
        sha256: 'ab',
        revision: 0,
        pdfUrl: '/ecapi/contract/plan/p1/document/d1/pdf',
      },
    ],
    signConfirmations: ['PASSWORD'],
  };
}

function fakeServer(myKinds: string[]) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.replace('/ecapi/', '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, method: init?.method ?? 'GET', body });
    if (path.endsWith('/pdf'))
      return new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });
    const data =
      path === 'contract/popupSignable'
        ? {
            records: [
              { planId: 'p1', signable: true, portalReason: null },
              { planId: 'p2', signable: false, portalReason: 'SIGNER_FILLED_FIELDS' },
            ],
          }
        : path === 'contract/plan/p1'
          ? detail(myKinds)
          : path === 'contract/plan/p1/seals'
            ? [
                { sealId: 's-default', name: '默认签名', kind: 'SIGNATURE', widthMm: 40, heightMm: 20 },
                { sealId: 's-other', name: '另一个签名', kind: 'SIGNATURE', widthMm: 40, heightMm: 20 },
              ]
            : { planId: 'p1', status: 5, signingState: 1, completed: true, documents: [] };
    return new Response(JSON.stringify({ status: 200, message: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

async function client(myKinds: string[] = ['SIGNATURE', 'DATE']) {
  const store = createSessionStore(memorySessionStorage());
  await store.set('loginUser', {
    access_token: 'acc',
    refresh_token: 'ref',
    token_type: 'bearer',
    expires_in: 60,
    receivedAt: 0,
  });
  const server = fakeServer(myKinds);
  const signing = createPopupSigningClient({
    address: 'http://127.0.0.1:8080',
    fetch: server.fetch,
    store,
    getLanguage: () => 'zh',
  });
  return { signing, calls: server.calls };
}

describe('the popup signing client', () => {
  it('keeps the to-dos the server says the popup may sign, and asks nothing for an empty list', async () => {
    const { signing, calls } = await client();
    expect([...(await signing.signable([]))]).toEqual([]);
    expect(calls).toHaveLength(0);
    expect([...(await signing.signable(['p1', 'p2']))]).toEqual(['p1']);
    expect(calls).toEqual([{ path: 'contract/popupSignable', method: 'POST', body: { planIds: ['p1', 'p2'] } }]);
  });

  it('loads only the caller’s fields and the first usable seal as the default', async () => {
    const { signing } = await client();
    const loaded = await signing.load('p1');
    expect(loaded.taskName).toBe('采购合同');
    expect(loaded.myPositions.map((p) => p.positionId)).toEqual(['me-SIGNATURE', 'me-DATE']);
    expect(loaded.seal?.sealId).toBe('s-default');
    expect(loaded.confirmations).toEqual(['PASSWORD']);
  });

  it('asks for no seal when the caller’s fields need none', async () => {
    const { signing, calls } = await client(['DATE', 'NAME']);
    expect((await signing.load('p1')).seal).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['contract/plan/p1']);
  });

  it('fetches a document by its plan and document ids, and signs with the default seal and no field values', async () => {
    const { signing, calls } = await client();
    expect([...(await signing.documentPdf('p1', 'd1'))]).toEqual([37, 80, 68, 70]);
    await signing.sign({
      planId: 'p1',
      requestId: 'r-1',
      sealId: 's-default',
      confirmation: { method: 'SIGN_PASSWORD', password: '135790' },
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET contract/plan/p1/document/d1/pdf',
      'POST contract/sign',
    ]);
    expect(calls[1]!.body).toEqual({
      planId: 'p1',
      requestId: 'r-1',
      sealId: 's-default',
      confirmation: { method: 'SIGN_PASSWORD', password: '135790' },
      fieldValues: {},
    });
  });
});
