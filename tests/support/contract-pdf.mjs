// Small A4 PDFs to initiate contracts with or to make templates from, built in memory (xref
// offsets computed): the e2e tests and the benchmarks sign the same documents. Plain JavaScript so
// that the benchmark scripts, which Node runs as they are, can import it too (contract-pdf.d.mts
// types it for the tests).

/** A PDF whose pages draw the given content streams in Helvetica (/F1), one stream a page. */
export function pagesPdf(streams) {
  const pageObjects = streams.flatMap((stream, i) => [
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${4 + 2 * i} 0 R /Resources << /Font << /F1 ${3 + 2 * streams.length} 0 R >> >> >>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ]);
  const kids = streams.map((_, i) => `${3 + 2 * i} 0 R`).join(' ');
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${streams.length} >>`,
    ...pageObjects,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.7\n';
  const offsets = bodies.map((body, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

/** A two-page purchase contract whose second page says where each party signs (keyword positioning). */
export function contractPdf() {
  return pagesPdf([
    'BT /F1 18 Tf 72 760 Td (Purchase contract) Tj ET BT /F1 12 Tf 72 700 Td (Terms of the sale.) Tj ET',
    'BT /F1 12 Tf 72 300 Td (Party A signature:) Tj ET BT /F1 12 Tf 330 300 Td (Party B signature:) Tj ET',
  ]);
}

/** A one-page PDF printing the given lines in Helvetica 12, one under the other from the top left. */
export function textPdf(lines) {
  return pagesPdf([lines.map((line, k) => `BT /F1 12 Tf 50 ${780 - k * 20} Td (${line}) Tj ET`).join('\n')]);
}
