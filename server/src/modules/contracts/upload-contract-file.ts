// Stores a file for a plan before the plan exists (POST contract/file/upload): a document must be
// a PDF by content (or Word, converted with LibreOffice), unencrypted; an attachment any
// non-empty file of at most 8 MB. The blob is written first, then the row that names it.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TUploadedFile, TUploadKind } from '@ecsign/core/model';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { convertWordToPdf } from '../../documents/convert-word-to-pdf';
import { sniffWordFormat } from '../../documents/sniff-word-format';
import { MAX_ATTACHMENT_BYTES, MAX_DOCUMENT_BYTES } from './contract-limits';
import type { ContractViewer } from './contract-viewer';
import { inspectPdf } from './inspect-pdf';
import { sha256Hex } from './sha256-hex';

export interface UploadInput {
  kind: TUploadKind;
  fileName: string;
  bytes: Uint8Array;
}

const PDF_MAGIC = '%PDF-';

function isPdfByContent(bytes: Uint8Array): boolean {
  // The header may follow up to 1 KB of junk (ISO 32000-1 7.5.2 implementation note).
  return new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes(PDF_MAGIC);
}

export async function uploadContractFile(
  context: AppContext,
  viewer: ContractViewer,
  input: UploadInput,
): Promise<TUploadedFile> {
  let { bytes, fileName } = input;
  let contentType = 'application/octet-stream';
  let pages: TUploadedFile['pages'];
  let converted = false;
  if (input.kind === 'ATTACHMENT') {
    if (bytes.length === 0) throw new AppError('ATTACHMENT_EMPTY');
    if (bytes.length > MAX_ATTACHMENT_BYTES) {
      throw new AppError('ATTACHMENT_TOO_LARGE', { details: { maxBytes: MAX_ATTACHMENT_BYTES } });
    }
    if (isPdfByContent(bytes)) contentType = 'application/pdf';
  } else {
    if (bytes.length === 0) throw new AppError('UPLOAD_CONTENT_EMPTY');
    if (bytes.length > MAX_DOCUMENT_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', { details: { maxBytes: MAX_DOCUMENT_BYTES } });
    }
    if (!isPdfByContent(bytes)) {
      // Judged by content: a Word file under any name is converted, anything else is not a PDF.
      if (!sniffWordFormat(bytes)) throw new AppError('NOT_A_PDF', { internal: `upload ${fileName}` });
      bytes = await convertWordToPdf(bytes);
      fileName = fileName.replace(/\.(docx?|rtf|odt)$/i, '') + '.pdf';
      converted = true;
    }
    pages = inspectPdf(bytes);
    contentType = 'application/pdf';
  }
  const id = randomUUID();
  const blobKey = `contracts/uploads/${id}`;
  const sha256 = sha256Hex(bytes);
  await blobStoreOf(context).put(blobKey, bytes, contentType);
  await context.database.query(
    `INSERT INTO contract_uploads (id, owner_account_id, kind, file_name, blob_key, content_type, file_size, sha256, pages, converted, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      viewer.accountId,
      input.kind,
      fileName,
      blobKey,
      contentType,
      bytes.length,
      sha256,
      pages ? JSON.stringify(pages) : null,
      converted,
      context.now(),
    ],
  );
  return { fileId: id, fileName, kind: input.kind, fileSize: bytes.length, sha256, contentType, pages, converted };
}
