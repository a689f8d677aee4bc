// The built-in user guide (seeded into an empty help centre): a real multi-page PDF written here
// with the standard Helvetica font, so it needs no font file and opens in any viewer (pdf.js too).
// Standard fonts carry no Chinese glyphs, so the built-in guide is in English; staff upload the
// Chinese manual as a help document.

const PAGES: readonly { heading: string; lines: readonly string[] }[] = [
  {
    heading: 'ecsign User Guide',
    lines: [
      'Electronic contract signing for enterprises and individuals.',
      '',
      '1. Log in with your account and password (with the picture captcha) or an SMS code.',
      '   Internal staff use the separate staff login page.',
      '2. Complete real-name verification before you sign or initiate contracts:',
      '   Account > Real-name verification. Enterprises verify after their legal',
      '   representative or an authorised person has verified personally.',
      '3. Enterprise users initiate contracts from Contracts > Start contract;',
      '   personal users sign what is sent to them.',
    ],
  },
  {
    heading: 'Contacts and notices',
    lines: [
      'Contacts: keep the people and enterprises you sign with, in groups.',
      '  - Add a contact with its signatory type, name and mobile number.',
      '  - Import many at once from a CSV file (UTF-8, header row). Download the',
      '    sample file from the import dialog; rows with problems are listed by line.',
      '  - Pick contacts as signatories when you initiate a contract.',
      '',
      'Notices: the bell in the header shows how many notices are unread.',
      '  - Open the notice centre to read them; mark them read or unread, or delete them.',
      '  - System notices from the platform appear in their own tab.',
    ],
  },
  {
    heading: 'Checking a signed PDF',
    lines: [
      'Open Signature check (no login needed) and choose a PDF file.',
      'The check runs in your browser: the file never leaves your computer.',
      'Each signature shows whether the document is intact, whether the signer',
      'is trusted, and whether anything changed after signing.',
      '',
      'Need more help? Watch the videos in the help centre or contact the',
      'platform operator.',
    ],
  },
];

const escapeText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

function pageStream(page: (typeof PAGES)[number], number: number): string {
  const body = page.lines.map((line) => `(${escapeText(line)}) '`).join('\n');
  return [
    'BT',
    '/F2 20 Tf 72 760 Td',
    `(${escapeText(page.heading)}) Tj`,
    '/F1 12 Tf 0 -34 Td 16 TL',
    `(${escapeText(page.lines[0] ?? '')}) Tj`,
    body.split('\n').slice(1).join('\n'),
    'ET',
    'BT /F1 9 Tf 72 40 Td',
    `(ecsign user guide - page ${number} of ${PAGES.length}) Tj`,
    'ET',
  ].join('\n');
}

export function buildUserGuidePdf(): Uint8Array {
  const objects: string[] = [];
  const pageIds = PAGES.map((_, index) => 5 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${PAGES.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  PAGES.forEach((page, index) => {
    const stream = pageStream(page, index + 1);
    objects[pageIds[index]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`;
    objects[pageIds[index]! + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info << /Title (ecsign User Guide) >> >>\nstartxref\n${xref}\n%%EOF\n`;
  // Latin-1 bytes: every character above is below U+0100, so offsets count bytes.
  return Uint8Array.from(out, (char) => char.charCodeAt(0));
}
