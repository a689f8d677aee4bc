// Uploads one document or attachment (POST contract/file/upload, raw bytes) before the plan names it.
import type { TLanguage } from '@ecsign/core/i18n';
import { ZUploadedFile, type TUploadedFile, type TUploadKind } from '@ecsign/core/model';
import { postFileBytes, type TUploadProgress } from './post-file-bytes';

/** The body types the upload accepts; any other file (an attachment) travels as plain bytes. */
const SENT_AS_IS = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

export function uploadContractFile(options: {
  file: File;
  kind: TUploadKind;
  accessToken?: string;
  language: TLanguage;
  onProgress?: TUploadProgress;
}): Promise<TUploadedFile> {
  const { file, kind } = options;
  return postFileBytes({
    path: 'contract/file/upload',
    query: { kind, fileName: file.name },
    file,
    contentType: SENT_AS_IS.has(file.type) ? file.type : 'application/octet-stream',
    accessToken: options.accessToken,
    language: options.language,
    schema: ZUploadedFile,
    onProgress: options.onProgress,
  });
}
