// The name of an uploaded file (a multipart part's filename, or ?name= beside a raw body) goes
// through the same text rule as every other text input: a name is shown in lists, logs and
// downloads, so a control character or bidi override in it is refused, not stored.
import { ZUploadFileName } from '@ecsign/core/validation';
import { parseInput } from './parse-input';

/** The file name, checked; undefined stays undefined (the caller picks a default). */
export function checkedFileName(fileName: string | undefined): string | undefined {
  if (fileName === undefined || fileName === '') return undefined;
  return parseInput(ZUploadFileName, { fileName }).fileName;
}
