// The name a downloaded contract is saved under: "<contract name>-<number>.pdf", the same in the
// portal (which saves the bytes itself) and in the server's Content-Disposition (a direct link), so
// a folder of downloads sorts by contract and no two plans' files collide. The number is the task
// number, with the document's place in the plan when the plan holds several documents.
// Characters a file system refuses (/ \ : * ? " < > | and control characters) become "_".
const REFUSED_IN_FILE_NAMES = /[/\\:*?"<>|\p{Cc}]/gu;
/** Long enough for any real title; file systems cap a name at 255 bytes (85 CJK characters in UTF-8). */
const NAME_MAX = 60;

export function contractDownloadName(document: {
  contractName: string;
  taskNo: string;
  index: number;
  documentCount: number;
}): string {
  const cleaned = document.contractName
    .replace(/\.pdf$/i, '')
    .replace(REFUSED_IN_FILE_NAMES, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const name = [...cleaned].slice(0, NAME_MAX).join('') || 'contract';
  const number = document.documentCount > 1 ? `${document.taskNo}-${document.index + 1}` : document.taskNo;
  return `${name}-${number.replace(REFUSED_IN_FILE_NAMES, '_')}.pdf`;
}
