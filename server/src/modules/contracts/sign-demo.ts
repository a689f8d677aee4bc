// The open /demo's signing: the cached sample signed (PAdES B-T, the platform TSA's time-stamp)
// by the demo certificate with the visitor's drawn signature and name at the sample's signature
// box. The result goes back to the visitor and is not stored anywhere.
import type { TDemoInfo, TDemoSignRequest } from '@ecsign/core/model';
import { signPdf } from '@ecsign/core/pdf';
import type { AppContext } from '../../context';
import { demoSigner } from '../pki/demo-signer';
import { appearanceFont } from './appearance-font';
import { checkDemoSignature } from './check-demo-signature';
import { DEMO_DOCUMENT_NAME, DEMO_POSITION, demoSample } from './demo-sample';
import { dateToLocal } from './local-time';
import { platformTimeStamper } from './platform-time-stamper';

export async function demoInfo(context: AppContext): Promise<TDemoInfo> {
  const signer = await demoSigner(context);
  return {
    documentName: DEMO_DOCUMENT_NAME,
    position: DEMO_POSITION,
    certificateSubject: signer.certificate.subject.text,
  };
}

export async function signDemo(context: AppContext, request: TDemoSignRequest): Promise<Uint8Array> {
  const png = await checkDemoSignature(request.signatureImage);
  const [sample, signer, font] = await Promise.all([demoSample(context), demoSigner(context), appearanceFont()]);
  const signingTime = context.now();
  const { x, y, width, height, page } = DEMO_POSITION;
  return signPdf(sample, {
    signer,
    signingTime,
    level: 'B-T',
    timeStamper: platformTimeStamper(context),
    reason: '电子签署体验（演示证书，不受信任）',
    location: 'ecsign /demo',
    field: { page, rect: [x, y, width, height] as const },
    appearance: { image: png, text: [request.name, dateToLocal(signingTime)!.slice(0, 10)], font },
  });
}
