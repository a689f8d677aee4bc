// The /ToUnicode CMap (ISO 32000-1 9.10.3) of an embedded subset: two-byte CIDs to UTF-16BE, so
// that copying, searching and pdftotext give back the Chinese text the appearance shows.
const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

export function buildToUnicodeCmap(entries: ReadonlyArray<readonly [cid: number, text: string]>): string {
  const lines = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
  ];
  // At most 100 entries per block (the CMap format's limit).
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    lines.push(`${block.length} beginbfchar`);
    for (const [cid, text] of block) {
      let units = '';
      for (let k = 0; k < text.length; k++) units += hex4(text.charCodeAt(k));
      lines.push(`<${hex4(cid)}> <${units}>`);
    }
    lines.push('endbfchar');
  }
  lines.push('endcmap', 'CMapName currentdict /CMap defineresource pop', 'end', 'end');
  return lines.join('\n');
}
