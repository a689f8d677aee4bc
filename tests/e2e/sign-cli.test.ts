// Proof by independent tools that the built `ecsign sign` makes real signatures: OpenSSL
// makes the PKI and the PKCS#12 files, the CLI signs, and poppler's pdfsig (NSS), qpdf --check and
// pdftoppm judge the result — valid, covering the document, trusted once the root is in an NSS
// database, earlier signatures intact after later ones, the seal where it was asked for. The
// time-stamp authority and OCSP responder of B-T/B-LTA are a tiny HTTP server here, built on
// core's buildTimeStampToken and buildOcspResponse. Runs after `cd cli && node build.mjs`.
import { fileURLToPath } from 'node:url';
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import {
  buildOcspResponse,
  buildTimeStampResponse,
  buildTimeStampToken,
  createWebCryptoEngine,
  decodePem,
  findSignatures,
  openPdf,
  parseCertificate,
  parseOcspRequest,
  parseTimeStampRequest,
  type Certificate,
  type PrivateKeyHandle,
} from '@ecsign/core/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/start-built-server';

const CLI = join(ROOT, 'cli/bin/ecsign.js');
const CORPUS = fileURLToPath(new URL('../../tests/fixtures/pdf-signatures', import.meta.url));
const PIN = '8426';
const work = mkdtempSync(join(tmpdir(), 'ecsign-sign-e2e-'));
const file = (name: string) => join(work, name);

const has = (command: string, why: string) => {
  const found = spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
  if (!found) console.log(`skipping ${why}: ${command} is not installed (npm test installs it as root)`);
  return found;
};
const tools = {
  openssl: has('openssl', 'ecsign sign end-to-end tests (OpenSSL makes their PKI)'),
  pdfsig: has('pdfsig', 'pdfsig signature checks'),
  certutil: has('certutil', 'the trusted-root check (certutil makes the NSS database)'),
  qpdf: has('qpdf', 'qpdf --check'),
  pdftoppm: has('pdftoppm', 'seal rendering checks'),
  pdftotext: has('pdftotext', 'seal text checks'),
};

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });

/** A certificate issued by the test root (or the root itself), its key PKCS#8 PEM, as OpenSSL makes them. */
function issue(name: string, options: { key: string[]; subject: string; extensions: string[]; ca?: boolean }) {
  openssl(
    'req',
    '-new',
    '-newkey',
    ...options.key,
    '-nodes',
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.csr`,
    '-utf8',
    '-subj',
    options.subject,
  );
  writeFileSync(file(`${name}.ext`), [...options.extensions, 'subjectKeyIdentifier=hash'].join('\n'));
  const signer = options.ca
    ? ['-signkey', `${name}.key`]
    : ['-CA', 'root.pem', '-CAkey', 'root.key', '-set_serial', `0x${randomBytes(8).toString('hex')}`];
  openssl(
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    ...signer,
    '-days',
    '30',
    '-sha256',
    '-extfile',
    `${name}.ext`,
    '-out',
    `${name}.pem`,
  );
}

/** The signer's key, certificate and the root in a PKCS#12 file with OpenSSL 3's defaults (AES-256, PBKDF2). */
function pkcs12(name: string) {
  openssl(
    'pkcs12',
    '-export',
    '-inkey',
    `${name}.key`,
    '-in',
    `${name}.pem`,
    '-certfile',
    'root.pem',
    '-out',
    `${name}.p12`,
    '-passout',
    `pass:${PIN}`,
  );
  return file(`${name}.p12`);
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}
function ecsign(args: string[], options: { stdin?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [CLI, 'sign', ...args],
      { env: { ...process.env, ECSIGN_CONFIG_DIR: work, ECSIGN_LANG: 'en', ...options.env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
    child.stdin!.end(options.stdin ?? `${PIN}\n`);
  });
}

interface PdfsigSignature {
  lines: string[];
  valid: boolean;
  total: boolean;
  trusted: boolean;
}
/**
 * pdfsig's verdict per signature. Without a database it skips certificate checks (and OCSP: this
 * process serves the responder, and spawnSync blocks it). With one it checks the chain online as
 * poppler does by default — `-no-ocsp` would make poppler 22.12 report every chain as "Unknown
 * issue with Certificate"; the signers checked that way name no OCSP responder.
 */
function pdfsig(path: string, nssdir?: string): PdfsigSignature[] {
  const args = nssdir ? ['-nssdir', `sql:${nssdir}`, path] : ['-nocert', '-no-ocsp', path];
  const { stdout } = spawnSync('pdfsig', args, { encoding: 'utf8' });
  return stdout
    .split(/^Signature #\d+:$/m)
    .slice(1)
    .map((block) => {
      const lines = block
        .split('\n')
        .map((line) => line.replace(/^\s*-?\s*/, '').trim())
        .filter(Boolean);
      return {
        lines,
        valid: lines.includes('Signature Validation: Signature is Valid.'),
        total: lines.includes('Total document signed'),
        trusted: lines.includes('Certificate Validation: Certificate is Trusted.'),
      };
    });
}

/** An A4 page and a landscape-displayed one (/Rotate 90), white, with a line of text each. */
function makePdf(): Uint8Array {
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R 6 0 R] /Count 2 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  for (const [i, rotate] of [0, 90].entries()) {
    const content = `BT /F1 12 Tf 40 40 Td (Contract page ${i + 1}) Tj ET`;
    bodies.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Rotate ${rotate} /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  let text = '%PDF-1.7\n';
  const offsets = bodies.map((body, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return new TextEncoder().encode(
    `${text}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
  );
}

/** A solid red square PNG. */
function redPng(side = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(side * 3, Buffer.from([220, 20, 30]))]);
  const data = deflateSync(Buffer.concat(Array.from({ length: side }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** RGB at (x, y) pixels from the top-left of page `page` rendered at 72 dpi (1 px = 1 pt). */
function renderPage(path: string, page: number) {
  const out = `${path}-p${page}`;
  execFileSync('pdftoppm', ['-r', '72', '-f', String(page), '-l', String(page), '-singlefile', path, out]);
  const ppm = readFileSync(`${out}.ppm`);
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 64).toString('latin1'))!;
  const width = Number(header[1]);
  const pixels = ppm.subarray(header[0].length);
  return {
    width,
    height: Number(header[2]),
    at: (x: number, y: number) => [...pixels.subarray(3 * (y * width + x), 3 * (y * width + x) + 3)],
  };
}
const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 80 && b! < 80;
const isWhite = ([r, g, b]: number[]) => r! > 240 && g! > 240 && b! > 240;

/** The TSA (/tsa) and OCSP responder (/ocsp) of the test root, over HTTP on a free port. */
async function startServices() {
  const engine = createWebCryptoEngine(globalThis.crypto.subtle);
  const pem = (name: string) => decodePem(readFileSync(file(name), 'utf8'))[0]!.der;
  const root = parseCertificate(pem('root.pem'));
  const tsa = parseCertificate(pem('tsa.pem'));
  const rootKey: PrivateKeyHandle = await engine.importPrivateKey(pem('root.key'));
  const tsaKey: PrivateKeyHandle = await engine.importPrivateKey(pem('tsa.key'));
  const rsa = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
  const seen: string[] = [];
  let serial = 0n;
  const answer = async (path: string, body: Uint8Array): Promise<[Uint8Array, string]> => {
    const now = new Date();
    if (path === '/tsa') {
      const request = parseTimeStampRequest(body);
      const token = await buildTimeStampToken({
        engine,
        signer: tsaKey,
        signatureAlgorithm: rsa,
        tsaCertificate: tsa,
        certificates: [root as Certificate],
        digestAlgorithm: 'SHA-256',
        policy: '1.3.6.1.4.1.99999.7.1',
        serialNumber: ++serial,
        genTime: now,
        messageImprint: {
          digestAlgorithm: request.messageImprint.digestAlgorithm!,
          digest: request.messageImprint.hashedMessage,
        },
        nonce: request.nonce,
      });
      return [buildTimeStampResponse({ status: 0, token }), 'application/timestamp-reply'];
    }
    const request = parseOcspRequest(body);
    const response = await buildOcspResponse({
      engine,
      signer: rootKey,
      signatureAlgorithm: rsa,
      responderCertificate: root,
      producedAt: now,
      nonce: request.nonce,
      responses: request.certIds.map((certId) => ({ status: 'good' as const, certId, thisUpdate: now })),
    });
    return [response, 'application/ocsp-response'];
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push(`${request.method} ${request.url}`);
      answer(request.url ?? '', new Uint8Array(Buffer.concat(chunks))).then(
        ([body, type]) => response.writeHead(200, { 'Content-Type': type }).end(body),
        (error: Error) => response.writeHead(400).end(error.message),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe.runIf(tools.openssl)('ecsign sign, judged by pdfsig, qpdf and pdftoppm', () => {
  let services: Awaited<ReturnType<typeof startServices>>;
  let p12: { rsa: string; p256: string; ltv: string };
  const contract = file('contract.pdf');

  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'cli/dist/ecsign.cjs')))
      throw new Error('build the CLI first: cd cli && node build.mjs');
    const rsa = ['rsa:2048'];
    const signer = ['keyUsage=critical,digitalSignature,nonRepudiation', 'extendedKeyUsage=emailProtection'];
    const ca = ['basicConstraints=critical,CA:TRUE', 'keyUsage=critical,keyCertSign,cRLSign'];
    issue('root', { key: rsa, subject: '/C=CN/O=ecsign e2e/CN=ecsign E2E Root', extensions: ca, ca: true });
    const fromRoot = ['authorityKeyIdentifier=keyid'];
    issue('tsa', {
      key: rsa,
      subject: '/C=CN/O=ecsign e2e/CN=ecsign E2E TSA',
      extensions: [...fromRoot, 'keyUsage=critical,digitalSignature', 'extendedKeyUsage=critical,timeStamping'],
    });
    services = await startServices();
    issue('rsa', { key: rsa, subject: '/C=CN/O=某某科技有限公司/CN=张三', extensions: [...fromRoot, ...signer] });
    issue('p256', {
      key: ['ec', '-pkeyopt', 'ec_paramgen_curve:P-256'],
      subject: '/C=CN/O=某某科技有限公司/CN=李四',
      extensions: [...fromRoot, ...signer],
    });
    issue('ltv', {
      key: rsa,
      subject: '/C=CN/CN=王五',
      extensions: [...fromRoot, ...signer, `authorityInfoAccess=OCSP;URI:${services.url}/ocsp`],
    });
    p12 = { rsa: pkcs12('rsa'), p256: pkcs12('p256'), ltv: pkcs12('ltv') };
    writeFileSync(contract, makePdf());
    writeFileSync(file('seal.png'), redPng());
    // A certificate is valid from the second it was issued; sign a second later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
  });
  afterAll(() => {
    services?.server.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** qpdf --check: clean — or for a corpus file `like`, no error and no warning the input had not. */
  const checkStructure = (path: string, like?: string) => {
    if (!tools.qpdf) return;
    const qpdf = (target: string) => {
      const check = spawnSync('qpdf', ['--check', target], { encoding: 'utf8' });
      const warnings = check.stderr
        .split('\n')
        .filter((l) => l.startsWith('WARNING: '))
        .map((l) => l.replace(target, 'FILE'));
      return { status: check.status, warnings, output: check.stdout + check.stderr };
    };
    const check = qpdf(path);
    if (!like) {
      expect(check.status, check.output).toBe(0);
      expect(check.output).toContain('No syntax or stream encoding errors found');
      return;
    }
    const before = qpdf(like);
    expect(check.status, check.output).not.toBe(2); // 2: errors
    expect(check.warnings).toEqual(before.warnings);
  };

  it.each([
    ['RSA-2048', 'rsa', '张三'],
    ['ECDSA P-256', 'p256', '李四'],
  ] as const)('%s, B-B offline: valid, total document, qpdf clean, the input unchanged', async (_, key, name) => {
    const before = readFileSync(contract);
    const out = file(`bb-${key}.pdf`);
    const run = await ecsign([contract, '-o', out, '--p12', p12[key], '--pin-stdin', '--reason', '同意']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`PAdES B-B, signer ${name}`);
    expect(readFileSync(contract)).toEqual(before);
    if (tools.pdfsig) {
      const [signature] = pdfsig(out);
      expect(signature!.lines).toContain(`Signer Certificate Common Name: ${name}`);
      expect(signature).toMatchObject({ valid: true, total: true });
      expect(signature!.lines).toContain('Signature Type: ETSI.CAdES.detached');
    }
    checkStructure(out);
  });

  it.runIf(tools.pdfsig)(
    'three signatures one after another: each earlier one still valid, not the total document',
    async () => {
      const steps = [
        ['rsa', '--page', '1', '--rect', '60,80,100,100'],
        ['p256', '--page', '1', '--rect', '200,80,100,100', '--sub-filter', 'pkcs7'],
        ['rsa', '--page', '2', '--rect', '60,80,100,100'],
      ] as const;
      let input = contract;
      for (const [i, [key, ...placement]] of steps.entries()) {
        const out = file(`chain-${i + 1}.pdf`);
        const run = await ecsign([
          input,
          '-o',
          out,
          '--p12',
          p12[key],
          '--pin-stdin',
          '--image',
          file('seal.png'),
          ...placement,
        ]);
        expect(run, run.stderr).toMatchObject({ code: 0 });
        const report = pdfsig(out);
        expect(report).toHaveLength(i + 1);
        report.forEach((signature, k) =>
          expect(signature, `signature ${k + 1} after ${i + 1}`).toMatchObject({ valid: true, total: k === i }),
        );
        checkStructure(out);
        input = out;
      }
    },
  );

  it.runIf(tools.pdfsig && tools.certutil)(
    'with the root imported into an NSS database, pdfsig trusts the certificate',
    async () => {
      const [empty, nss] = [file('nss-empty'), file('nss-root')];
      for (const dir of [empty, nss]) {
        mkdirSync(dir);
        execFileSync('certutil', ['-N', '-d', `sql:${dir}`, '--empty-password']);
      }
      // NSS checks a PDF signer as an e-mail signer: the root must be trusted for S/MIME (the second
      // field); "C,," (SSL only) gives "Certificate issuer isn't Trusted".
      execFileSync('certutil', [
        '-A',
        '-n',
        'ecsign-e2e-root',
        '-t',
        'C,C,',
        '-d',
        `sql:${nss}`,
        '-i',
        file('root.pem'),
      ]);
      for (const key of ['rsa', 'p256'] as const) {
        const out = file(`trusted-${key}.pdf`);
        expect((await ecsign([contract, '-o', out, '--p12', p12[key], '--pin-stdin'])).code).toBe(0);
        const [withoutRoot] = pdfsig(out, empty);
        expect(withoutRoot).toMatchObject({ valid: true, trusted: false });
        const [signature] = pdfsig(out, nss);
        expect(signature, signature!.lines.join('\n')).toMatchObject({ valid: true, total: true, trusted: true });
      }
    },
  );

  it.runIf(tools.pdftoppm)(
    'draws the seal at the rectangle asked for, on an upright and on a rotated page',
    async () => {
      const out = file('seal-1.pdf');
      const seal = ['--p12', p12.rsa, '--pin-stdin', '--image', file('seal.png')];
      expect((await ecsign([contract, '-o', out, ...seal, '--page', '1', '--rect', '100,120,80,80'])).code).toBe(0);
      const out2 = file('seal-2.pdf');
      expect((await ecsign([out, '-o', out2, ...seal, '--page', '2', '--rect', '500,40,120,60'])).code).toBe(0);

      const upright = renderPage(out2, 1);
      expect([upright.width, upright.height]).toEqual([595, 842]);
      expect(isRed(upright.at(140, 160))).toBe(true); // the middle of the seal
      expect(isRed(upright.at(103, 123)) && isRed(upright.at(176, 196))).toBe(true); // its corners
      for (const [x, y] of [
        [96, 160],
        [184, 160],
        [140, 116],
        [140, 204],
      ] as const) {
        expect(isWhite(upright.at(x, y)), `(${x}, ${y}) outside the seal`).toBe(true);
      }
      // Page 2 is displayed landscape; the 2:1 rectangle holds the square seal centred, 60 × 60.
      const rotated = renderPage(out2, 2);
      expect([rotated.width, rotated.height]).toEqual([842, 595]);
      expect(isRed(rotated.at(560, 70)) && isRed(rotated.at(533, 43)) && isRed(rotated.at(587, 97))).toBe(true);
      for (const [x, y] of [
        [510, 70],
        [610, 70],
        [560, 36],
        [560, 104],
      ] as const) {
        expect(isWhite(rotated.at(x, y)), `(${x}, ${y}) beside the seal`).toBe(true);
      }
      if (tools.pdfsig)
        expect(pdfsig(out2).map((s) => [s.valid, s.total])).toEqual([
          [true, false],
          [true, true],
        ]);
      checkStructure(out2);
    },
  );

  it.runIf(tools.pdftotext)(
    "writes Chinese seal text with the font the CLI ships (the holder's name, the date)",
    async () => {
      const out = file('cjk.pdf');
      const args = [
        '--p12',
        p12.rsa,
        '--pin-stdin',
        '--rect',
        '300,600,160,90',
        '--name-text',
        '--date-text',
        '二〇二六年三月一日',
      ];
      expect((await ecsign([contract, '-o', out, ...args])).code).toBe(0);
      const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', out, '-'], { encoding: 'utf8' });
      expect(text).toContain('张三');
      expect(text).toContain('二〇二六年三月一日');
      checkStructure(out);
    },
  );

  it('refuses a wrong PIN with the catalogue text, exit 1 and no output file', async () => {
    const out = file('wrong-pin.pdf');
    const run = await ecsign([contract, '-o', out, '--p12', p12.rsa, '--pin-stdin'], { stdin: '0000\n' });
    expect(run).toMatchObject({ code: 1, stderr: 'ecsign: Wrong PIN for the certificate file (74300007)\n' });
    expect(existsSync(out)).toBe(false);
  });

  it.each([
    ['dss__encrypted-R4-signed.pdf', 'The PDF is password-protected; upload a file without a password (74600001)'],
    [
      'dss__certified-no-change-permitted.pdf',
      'The document is certified with no changes allowed; it cannot be signed again (74600007)',
    ],
  ])('refuses %s with the catalogue text', async (name, message) => {
    const input = join(CORPUS, name);
    if (!existsSync(input)) return console.log(`skipping ${name}: the shared corpus is not here`);
    const run = await ecsign([input, '-o', file(`refused-${name}`), '--p12', p12.rsa], {
      env: { ECSIGN_P12_PIN: PIN },
    });
    expect(run).toMatchObject({ code: 1, stderr: `ecsign: ${message}\n` });
    expect(existsSync(file(`refused-${name}`))).toBe(false);
  });

  it
    .runIf(tools.pdfsig)
    .each([
      'signpdf__w3dummy.pdf',
      'signpdf__signed-once.pdf',
      'dss__pdf-signed-original.pdf',
      'dss__doc-firmado-LT.pdf',
    ])('signs the corpus file %s: the new signature valid and total, earlier ones still valid', async (name) => {
    const input = join(CORPUS, name);
    if (!existsSync(input)) return console.log(`skipping ${name}: the shared corpus is not here`);
    const before = readFileSync(input);
    const out = file(`corpus-${name}`);
    const run = await ecsign([input, '-o', out, '--p12', p12.p256], { env: { ECSIGN_P12_PIN: PIN } });
    expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(readFileSync(input)).toEqual(before);
    const earlier = pdfsig(input);
    const report = pdfsig(out);
    expect(report).toHaveLength(earlier.length + 1);
    expect(report.at(-1)).toMatchObject({ valid: true, total: true });
    report
      .slice(0, -1)
      .forEach((signature, k) => expect(signature).toMatchObject({ valid: earlier[k]!.valid, total: false }));
    checkStructure(out, input);
  });

  it.runIf(tools.pdfsig)('B-T with a time-stamp authority over HTTP: still valid and total', async () => {
    const out = file('bt.pdf');
    const before = services.seen.length;
    const run = await ecsign([contract, '-o', out, '--p12', p12.rsa, '--pin-stdin', '--tsa', `${services.url}/tsa`]);
    expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(run.stdout).toContain('PAdES B-T');
    expect(services.seen.slice(before)).toEqual(['POST /tsa']);
    expect(pdfsig(out)).toMatchObject([{ valid: true, total: true }]);
    checkStructure(out);
  });

  it.runIf(tools.pdfsig)(
    'B-LTA: OCSP response in the DSS, then a document time-stamp; the signature stays valid',
    async () => {
      const out = file('lta.pdf');
      const before = services.seen.length;
      const args = [
        contract,
        '-o',
        out,
        '--p12',
        p12.ltv,
        '--pin-stdin',
        '--level',
        'B-LTA',
        '--tsa',
        `${services.url}/tsa`,
      ];
      const run = await ecsign(args);
      expect(run, run.stderr).toMatchObject({ code: 0 });
      expect(services.seen.slice(before)).toEqual(['POST /ocsp', 'POST /tsa', 'POST /tsa']);
      // pdfsig 22.12 lists a document time-stamp but does not verify it ("Signature Type: unknown").
      const [signature, timeStamp] = pdfsig(out);
      expect(signature).toMatchObject({ valid: true, total: false });
      expect(timeStamp!.lines).toContain('Total document signed');
      const doc = openPdf(new Uint8Array(readFileSync(out)));
      expect(findSignatures(doc).signatures.map((s) => [s.type, s.subFilter])).toEqual([
        ['Sig', 'ETSI.CAdES.detached'],
        ['DocTimeStamp', 'ETSI.RFC3161'],
      ]);
      expect(doc.getArray(doc.getDict(doc.catalog!, 'DSS')!, 'OCSPs')).toHaveLength(1);
      checkStructure(out);
    },
  );
});
