// The open /demo: no login needed; the sample is a real PDF; a drawn PNG signs it with the demo
// certificate, which core's validator finds intact but untrusted against the platform roots (and
// trusted only when the demo CA itself is given as an anchor); bad pictures are refused with their
// catalogue codes; each client address is rate-limited.
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { verifyPdf } from '@ecsign/core/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { encodePng } from '../captcha/encode-png';
import { demoSigner } from '../pki/demo-signer';
import { pkiOf } from '../pki/pki-of';
import { DEMO_SIGNS_PER_CLIENT } from './demo-routes';

/** A 200×80 transparent pad with a dark diagonal stroke, as the portal's canvas sends it. */
function drawnSignature(options: { blank?: boolean; width?: number; height?: number } = {}): string {
  const width = options.width ?? 200;
  const height = options.height ?? 80;
  const pixels = new Uint8Array(width * height * 4);
  if (!options.blank) {
    for (let x = 10; x < width - 10; x += 1) {
      const y = Math.round(10 + ((height - 20) * (x - 10)) / (width - 20));
      for (const dy of [0, 1, 2]) pixels.set([20, 20, 60, 255], ((y + dy) * width + x) * 4);
    }
  }
  return `data:image/png;base64,${Buffer.from(encodePng(width, height, pixels, { alpha: true })).toString('base64')}`;
}

describe('/demo endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  const sign = (payload: object, remoteAddress = '192.0.2.1') =>
    t.app.inject({ method: 'POST', url: '/ecapi/contract/demo/sign', payload, remoteAddress });

  it('answers the sample and its facts without a login', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/ecapi/contract/demo/info' });
    expect(info.json()).toMatchObject({
      status: 200,
      data: { position: { page: 1, x: 350, y: 120, width: 160, height: 64 } },
    });
    expect(info.json().data.certificateSubject).toContain('demo');
    const sample = await t.app.inject({ method: 'GET', url: '/ecapi/contract/demo/sample' });
    expect(sample.headers['content-type']).toBe('application/pdf');
    expect(sample.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await t.app.inject({ method: 'GET', url: '/ecapi/contract/demo/sample' });
    expect(Buffer.compare(again.rawPayload, sample.rawPayload)).toBe(0);
  });

  it('signs with the demo certificate: intact, but not trusted by the platform', async () => {
    const reply = await sign({ name: '访客', signatureImage: drawnSignature() });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    const bytes = new Uint8Array(reply.rawPayload);
    const pki = pkiOf(t.context);
    const ca = await pki.ca();
    const report = await verifyPdf(bytes, {
      engine: pki.engine,
      trustAnchors: [ca.default.root.certificate.der, ...(ca.sm2 ? [ca.sm2.root.certificate.der] : [])],
    });
    expect(report.signatures).toHaveLength(1);
    const [signature] = report.signatures;
    expect(signature).toMatchObject({ intact: true, trusted: false, modifiedAfterSigning: false });
    // Valid but untrusted: the only problem is the anchor, a warning that leaves the bottom line valid.
    expect(signature!.bottomLine).toBe('valid');
    expect(signature!.problems).toEqual(['certificate-not-trusted']);
    expect(signature!.trust.status).toBe('untrusted');
    expect(signature!.signer?.subject).toContain('demo');

    // The same bytes under the demo CA as anchor are fully valid: only the trust differs.
    const demo = await demoSigner(t.context);
    const underDemoCa = await verifyPdf(bytes, {
      engine: pki.engine,
      trustAnchors: [demo.ca.der, ca.default.root.certificate.der],
    });
    expect(underDemoCa.signatures[0]).toMatchObject({ intact: true, trusted: true, problems: [] });
  });

  it('refuses pictures that are not a drawn PNG signature', async () => {
    const status = async (signatureImage: string) => (await sign({ name: '访客', signatureImage }, '192.0.2.2')).json();
    expect((await status('data:image/png;base64,iVBORw0KGgoAAAAA')).status).toBe(
      ERROR_CATALOGUE.SEAL_IMAGE_INVALID.status,
    );
    expect((await status(drawnSignature({ blank: true }))).status).toBe(ERROR_CATALOGUE.PDF_SEAL_EMPTY.status);
    const wide = await status(drawnSignature({ width: 4000, height: 20 }));
    expect(wide.status).toBe(ERROR_CATALOGUE.SEAL_IMAGE_TOO_LARGE.status);
    expect(wide.message).toContain('2000');
    const jpegAsPng = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64')}`;
    expect((await status(jpegAsPng)).status).toBe(ERROR_CATALOGUE.SEAL_IMAGE_INVALID.status);
    const noName = await sign({ name: ' ', signatureImage: drawnSignature() }, '192.0.2.2');
    expect(noName.json().status).toBe(ERROR_CATALOGUE.BAD_REQUEST.status);
  });

  it('rate-limits signing per client address', async () => {
    const address = '192.0.2.3';
    const bad = { name: '访客', signatureImage: 'data:image/png;base64,AAAA' };
    for (let i = 0; i < DEMO_SIGNS_PER_CLIENT.limit; i += 1) {
      expect((await sign(bad, address)).json().status).toBe(ERROR_CATALOGUE.SEAL_IMAGE_INVALID.status);
    }
    const refused = await sign({ name: '访客', signatureImage: drawnSignature() }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().status).toBe(ERROR_CATALOGUE.TOO_MANY_REQUESTS.status);
    // Another address is not affected.
    expect((await sign({ name: '访客', signatureImage: drawnSignature() }, '192.0.2.4')).statusCode).toBe(200);
  });
});
