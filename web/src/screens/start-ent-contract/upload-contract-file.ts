// Uploads one document or attachment (endpoints.contracts.upload, the file as the raw body) before
// the plan names it. The raw body, not the declaration's form, because postFileBytes reports the
// progress of the body it sends; the endpoint takes either.
import { endpoints } from '@ecsign/core/endpoints';
import type { TLanguage } from '@ecsign/core/i18n';
import { CONTRACT_UPLOAD_RAW_TYPES, type TUploadedFile, type TUploadKind } from '@ecsign/core/model';
import { postFileBytes, type TUploadProgress } from './post-file-bytes';

/** The body types the upload accepts as they are; any other file (an attachment) travels as plain bytes. */
const SENT_AS_IS: ReadonlySet<string> = new Set(CONTRACT_UPLOAD_RAW_TYPES);

export function uploadContractFile(options: {
  file: File;
  kind: TUploadKind;
  accessToken?: string;
  language: TLanguage;
  onProgress?: TUploadProgress;
}): Promise<TUploadedFile> {
  const { file, kind } = options;
  const declared = endpoints.contracts.upload;
  return postFileBytes({
    path: declared.path,
    query: { kind, fileName: file.name },
    file,
    contentType: SENT_AS_IS.has(file.type) ? file.type : 'application/octet-stream',
    accessToken: options.accessToken,
    language: options.language,
    schema: declared.reply,
    onProgress: options.onProgress,
  });
}
