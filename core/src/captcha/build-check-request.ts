// What the client sends to checkCaptcha, and the second-verification string it keeps for the
// guarded call once the check passes. Points are already in image pixels (see scale-*.ts).
import { buildCaptchaVerification } from './build-captcha-verification';
import { encryptPoint } from './encrypt-point';
import type { TCheckCaptchaRequest, TPoint } from './schemas';

export type TCheckRequestOptions = {
  token: string;
  secretKey?: string | null;
} & ({ captchaType: 'blockPuzzle'; point: TPoint } | { captchaType: 'clickWord'; points: readonly TPoint[] });

export type TCheckRequest = {
  request: TCheckCaptchaRequest;
  /** Hand this to the guarded call after repCode 0000. */
  captchaVerification: string;
};

export function buildCheckRequest(options: TCheckRequestOptions): TCheckRequest {
  const { token, secretKey, captchaType } = options;
  // Only x and y go on the wire, in that order: the server recomputes the verification string
  // from the JSON it decrypts, so the text must be exactly what AJ-Captcha clients produce.
  const pointJson = JSON.stringify(
    options.captchaType === 'blockPuzzle' ? onlyXY(options.point) : options.points.map(onlyXY),
  );
  return {
    request: { captchaType, pointJson: encryptPoint(pointJson, secretKey), token },
    captchaVerification: buildCaptchaVerification({ token, pointJson, secretKey }),
  };
}

function onlyXY({ x, y }: TPoint): TPoint {
  return { x, y };
}
