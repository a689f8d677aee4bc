import { describe, expect, it } from 'vitest';
import { checkAttachments, isDocumentFile } from './check-chosen-files';

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => ({ name, size });

describe('checking chosen files', () => {
  it('takes PDF and Word documents only', () => {
    expect(['a.pdf', 'B.PDF', 'c.doc', 'd.docx', 'e.png', 'f.pdf.exe'].map((name) => isDocumentFile({ name }))).toEqual(
      [true, true, true, true, false, false],
    );
  });

  it('allows 100 attachments of up to 8 MB and refuses the 101st or a larger one', () => {
    const ninetyNine = Array.from({ length: 99 }, (_, i) => file(`a${i}`));
    expect(checkAttachments(ninetyNine, [file('last', 8 * MB)])).toEqual({ ok: true });
    expect(checkAttachments(ninetyNine, [file('x'), file('y')])).toEqual({
      ok: false,
      code: 'ATTACHMENT_COUNT_EXCEEDED',
    });
    expect(checkAttachments([], [file('ok'), file('big', 9 * MB)])).toEqual({
      ok: false,
      code: 'ATTACHMENT_TOO_LARGE',
      fileName: 'big',
    });
  });
});
