// Test fixture: builds small PDFs byte by byte, independently of the writer under test, so the
// reader's tests do not pass merely because reader and writer share a mistake.

export interface FixtureObject {
  num: number;
  gen?: number;
  /** What goes between "obj" and "endobj"; bytes for binary stream data. */
  body: string | Uint8Array;
}

export interface FixtureOptions {
  /** 'table' (default), 'stream' (an xref stream object numbered `xrefNum`), or 'none'. */
  xref?: 'table' | 'stream' | 'none';
  /** Trailer entries without << >>, e.g. "/Root 1 0 R". /Size and /Prev are added. */
  trailer: string;
  header?: string;
  xrefNum?: number;
  /** Objects listed as compressed in the xref stream: num → [stream num, index]. */
  compressed?: Record<number, [number, number]>;
  /** Objects listed as free (type 0) in the xref stream. */
  free?: number[];
}

export const latin1 = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));
/** Bytes as latin1 text, in chunks (a spread of a whole file overflows the call stack). */
export function text(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return out;
}

function concat(parts: Array<string | Uint8Array>): Uint8Array {
  const chunks = parts.map((p) => (typeof p === 'string' ? latin1(p) : p));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** A stream object body with the given dictionary entries and data; /Length is added. */
export function streamBody(entries: string, data: string | Uint8Array): Uint8Array {
  const bytes = typeof data === 'string' ? latin1(data) : data;
  return concat([`<< ${entries} /Length ${bytes.length} >>\nstream\n`, bytes, '\nendstream']);
}

/** The whole file: header, objects, xref, trailer. */
export function makePdf(objects: FixtureObject[], options: FixtureOptions): Uint8Array {
  return appendSection(
    latin1(`${options.header ?? '%PDF-1.7'}\n%\u00e2\u00e3\u00cf\u00d3\n`),
    objects,
    options,
    undefined,
  );
}

/** An incremental update on top of `base`, whose last startxref becomes /Prev. */
export function appendUpdate(base: Uint8Array, objects: FixtureObject[], options: FixtureOptions): Uint8Array {
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text(base.subarray(Math.max(0, base.length - 64))));
  return appendSection(base, objects, options, match ? Number(match[1]) : undefined);
}

function appendSection(base: Uint8Array, objects: FixtureObject[], options: FixtureOptions, prev: number | undefined) {
  const parts: Array<string | Uint8Array> = [base];
  let at = base.length;
  const offsets = new Map<number, [number, number]>();
  for (const o of objects) {
    offsets.set(o.num, [at, o.gen ?? 0]);
    const chunk = concat([`${o.num} ${o.gen ?? 0} obj\n`, o.body, '\nendobj\n']);
    parts.push(chunk);
    at += chunk.length;
  }
  const all = [...offsets.keys(), ...Object.keys(options.compressed ?? {}).map(Number), ...(options.free ?? [])];
  const size = Math.max(0, ...all, options.xrefNum ?? 0) + 1;
  const prevEntry = prev === undefined ? '' : ` /Prev ${prev}`;
  const startxref = at;
  if (options.xref === 'stream') {
    const num = options.xrefNum ?? size;
    offsets.set(num, [at, 0]);
    const nums = [...new Set([...offsets.keys(), ...all])].sort((a, b) => a - b);
    const rows = nums.map((n) => {
      const c = options.compressed?.[n];
      const [type, f2, f3] = options.free?.includes(n)
        ? [0, 0, 1]
        : c
          ? [2, c[0], c[1]]
          : [1, offsets.get(n)![0], offsets.get(n)![1]];
      return [type, (f2 >>> 24) & 255, (f2 >>> 16) & 255, (f2 >>> 8) & 255, f2 & 255, f3 >> 8, f3 & 255];
    });
    const index = nums.map((n) => `${n} 1`).join(' ');
    const body = streamBody(
      `/Type /XRef /W [1 4 2] /Index [${index}] /Size ${Math.max(size, num + 1)} ${options.trailer}${prevEntry}`,
      Uint8Array.from(rows.flat()),
    );
    parts.push(concat([`${num} 0 obj\n`, body, '\nendobj\n']));
  } else if (options.xref !== 'none') {
    const rows = [...offsets].sort((a, b) => a[0] - b[0]);
    let table = prev === undefined ? 'xref\n0 1\n0000000000 65535 f\r\n' : 'xref\n';
    for (const [num, [offset, gen]] of rows) {
      table += `${num} 1\n${String(offset).padStart(10, '0')} ${String(gen).padStart(5, '0')} n\r\n`;
    }
    parts.push(`${table}trailer\n<< /Size ${size} ${options.trailer}${prevEntry} >>\n`);
  }
  parts.push(options.xref === 'none' ? '%%EOF\n' : `startxref\n${startxref}\n%%EOF\n`);
  return concat(parts);
}

/** A minimal one-page document's objects (catalog 1, pages 2, page 3), plus `extra`. */
export function minimalObjects(extra: FixtureObject[] = []): FixtureObject[] {
  return [
    { num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' },
    { num: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { num: 3, body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>' },
    ...extra,
  ];
}
