// Spec items this file exercises (docs/spec-items.md): E-743000xx, E-748.
// What the API answers when the blob store no longer holds a plan's document as it was stored (a
// damaged or emptied store; no API call deletes or rewrites a stored document): the download answers
// PDF_MISSING, and a watermarked preview of bytes that are no longer a PDF answers WATERMARK_FAILED.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreOf } from '../../blobs/blob-store-of';
import {
  api,
  contractKit,
  person,
  sendBody,
  uploadSample,
  type ContractKit,
} from '../../test-support/contract-test-kit';

describe('a plan whose stored document the blob store lost or damaged', () => {
  let kit: ContractKit;
  beforeAll(async () => {
    kit = await contractKit();
  }, 60_000);
  afterAll(() => kit?.t.close());

  async function sentDocument(taskName: string): Promise<{ url: string; blobKey: string }> {
    const call = api(kit);
    const fileId = await uploadSample(kit, kit.admin);
    const body = sendBody(fileId, {
      signatories: [person(kit.zhangsan)],
      plan: { taskName, businessType: 'B', planSendDocumentVOList: [{ documentName: 'a.pdf', fileId }] },
    });
    const planId = (await call.post('plan/send', body, kit.admin)).json().data.planIds[0] as string;
    const detail = (await call.get(`plan/${planId}`, kit.admin)).json().data;
    const documentId = detail.documents[0].documentId as string;
    const [row] = await kit.t.context.database.query<{ blob_key: string }>(
      'SELECT blob_key FROM contract_documents WHERE id = $1',
      [documentId],
    );
    return { url: `plan/${planId}/document/${documentId}/pdf`, blobKey: row!.blob_key };
  }

  it('answers PDF_MISSING (74300004) for a document the store no longer has', async () => {
    const { url, blobKey } = await sentDocument('存储丢失的合同');
    expect((await api(kit).get(url, kit.admin)).statusCode).toBe(200);
    await blobStoreOf(kit.t.context).delete(blobKey);
    const reply = await api(kit).get(url, kit.admin);
    expect(reply.json()).toMatchObject({ status: 74300004 });
  });

  it('answers WATERMARK_FAILED (74800001) for a watermarked preview of bytes that are no longer a PDF', async () => {
    const { url, blobKey } = await sentDocument('存储损坏的合同');
    await blobStoreOf(kit.t.context).put(blobKey, new TextEncoder().encode('no longer a PDF'), 'application/pdf');
    const reply = await api(kit).get(`${url}?watermark=true`, kit.admin);
    expect(reply.json()).toMatchObject({ status: 74800001 });
  });
});
