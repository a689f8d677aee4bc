// The signing benchmarks' inputs: a contract-like unsigned PDF of a given size and a PKCS#12 of a
// fresh self-signed key (openssl), shared by sign.bench.mjs and sign-side-by-side.bench.mjs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

/**
 * An unsigned PDF of about `target` bytes, shaped like a scanned or illustrated contract: pages
 * with compressed text and a 20 KB image each (incompressible samples), classic xref table.
 */
export function makePdf(target) {
  const imageSide = 140; // 140×140 RGB ≈ 58 KB … scaled below to hit the size
  const perPage = 20_000;
  const pages = Math.max(1, Math.round(target / perPage));
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add('');
  const pagesRef = add('');
  const font = add(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'));
  const kids = [];
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) & 0xff;
  for (let p = 0; p < pages; p++) {
    const lines = [];
    for (let l = 0; l < 40; l++) {
      lines.push(`BT /F1 9 Tf 50 ${780 - l * 14} Td (Clause ${p + 1}.${l + 1}: the parties agree to the terms) Tj ET`);
    }
    lines.push(`q 200 0 0 200 200 100 cm /Im${p} Do Q`);
    const content = deflateSync(Buffer.from(lines.join('\n')));
    const side = Math.round(Math.sqrt((perPage - content.length - 400) / 3)) || imageSide;
    const samples = Buffer.alloc(side * side * 3);
    for (let i = 0; i < samples.length; i++) samples[i] = random();
    const stream = (dict, data) =>
      Buffer.concat([
        Buffer.from(`${dict.replace('>>', `/Length ${data.length} >>`)}\nstream\n`),
        data,
        Buffer.from('\nendstream'),
      ]);
    const contentRef = add(stream('<< /Filter /FlateDecode >>', content));
    const imageRef = add(
      stream(
        `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 >>`,
        samples,
      ),
    );
    kids.push(
      add(
        Buffer.from(
          `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 595 842] /Contents ${contentRef} 0 R ` +
            `/Resources << /Font << /F1 ${font} 0 R >> /XObject << /Im${p} ${imageRef} 0 R >> >> >>`,
        ),
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesRef} 0 R >>`);
  objects[pagesRef - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${pages} >>`,
  );
  return writeClassicPdf(objects, catalog);
}

/**
 * A PDF of `objects` (object i + 1 is objects[i], each a Buffer of its body) with a classic xref
 * table and `catalog` as its /Root.
 */
export function writeClassicPdf(objects, catalog) {
  const parts = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets = objects.map((body, i) => {
    const bytes = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(bytes);
    const at = offset;
    offset += bytes.length;
    return at;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ];
  parts.push(
    Buffer.from(
      `${xref.join('')}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

export const openssl = (...args) => execFileSync('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

/** A self-signed signing certificate and its key in a PKCS#12 that both node-forge and core read (3DES, SHA-1 MAC). */
export function makeP12(work, name, keyArgs, password) {
  const key = join(work, `${name}.key`);
  const cert = join(work, `${name}.crt`);
  const p12 = join(work, `${name}.p12`);
  openssl(
    'req',
    '-x509',
    '-newkey',
    ...keyArgs,
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '30',
    '-subj',
    `/C=CN/O=ecsign bench/CN=ecsign bench ${name}`,
    '-addext',
    'keyUsage=critical,digitalSignature,nonRepudiation',
  );
  openssl(
    'pkcs12',
    '-export',
    '-inkey',
    key,
    '-in',
    cert,
    '-out',
    p12,
    '-passout',
    `pass:${password}`,
    '-keypbe',
    'PBE-SHA1-3DES',
    '-certpbe',
    'PBE-SHA1-3DES',
    '-macalg',
    'sha1',
  );
  return readFileSync(p12);
}
