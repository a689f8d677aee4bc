// checkCaptcha (AJ-Captcha, spec item C-check-captcha): compares the user's drag or clicks with the stored answer.
// A token allows one check — it is marked checked atomically before the comparison, so a failed
// guess cannot be retried and the client must fetch a new picture. A pass earns the
// second-verification string that consumeCaptchaVerification accepts once.
import {
  buildCaptchaVerification,
  CAPTCHA_TOKEN_TTL_SECONDS,
  checkBlockPuzzle,
  checkClickWords,
  decodePointJson,
  REP_CODE,
  type TCaptchaType,
  type TCheckCaptchaRequest,
  type TPoint,
  type ZCheckCaptchaReply,
} from '@ecsign/core/captcha';
import type { TLanguage } from '@ecsign/core/i18n';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { findClientLock } from './find-client-lock';
import { hashCaptchaVerification } from './hash-captcha-verification';
import { lockCaptchaClient } from './lock-captcha-client';
import { repMessage, type TRepCode } from './rep-message';

export type TCheckCaptchaReplyWire = z.input<typeof ZCheckCaptchaReply>;

export async function checkBehaviourCaptcha(
  context: AppContext,
  { captchaType: claimedType, pointJson, token }: TCheckCaptchaRequest,
  language: TLanguage,
): Promise<TCheckCaptchaReplyWire> {
  const now = context.now();
  const refuse = (code: TRepCode): TCheckCaptchaReplyWire => ({
    repCode: code,
    repMsg: repMessage(code, language),
    repData: null,
  });
  // The limits count against the client that fetched the picture, whatever this request claims.
  const [owner] = await context.database.query<{ client_uid: string; captcha_type: TCaptchaType }>(
    'SELECT client_uid, captcha_type FROM behaviour_captchas WHERE token = $1',
    [token],
  );
  if (!owner) return refuse(REP_CODE.EXPIRED);
  // The spec's call form (C-check-captcha) sends no captchaType: the token's picture tells; a
  // type that is sent must still match it (the UPDATE below refuses another).
  const captchaType = claimedType ?? owner.captcha_type;

  return context.database.transaction(async (tx) => {
    await lockCaptchaClient(tx, owner.client_uid);
    if (await findClientLock(tx, owner.client_uid, now)) return refuse(REP_CODE.LOCKED);
    const [row] = await tx.query<{ expected_points: TPoint[]; secret_key: string }>(
      `UPDATE behaviour_captchas SET checked_at = $3
        WHERE token = $1 AND captcha_type = $2 AND checked_at IS NULL AND expires_at > $3
        RETURNING expected_points, secret_key`,
      [token, captchaType, now],
    );
    if (!row) return refuse(REP_CODE.EXPIRED);

    const given = readPoints(captchaType, pointJson, row.secret_key);
    if (!given || !hits(captchaType, row.expected_points, given.points)) return refuse(REP_CODE.FAILED);

    const captchaVerification = buildCaptchaVerification({
      token,
      pointJson: given.plainJson,
      secretKey: given.encrypted ? row.secret_key : null,
    });
    // The second verification gets its own window from now, for the guarded call that follows.
    await tx.query(
      'UPDATE behaviour_captchas SET verified_at = $2, verification_hash = $3, expires_at = $4 WHERE token = $1',
      [
        token,
        now,
        hashCaptchaVerification(captchaVerification),
        new Date(now.getTime() + CAPTCHA_TOKEN_TTL_SECONDS * 1000),
      ],
    );
    return {
      repCode: REP_CODE.SUCCESS,
      repMsg: repMessage(REP_CODE.SUCCESS, language),
      repData: { captchaType, token, result: true },
    };
  });
}

function hits(captchaType: TCaptchaType, expected: TPoint[], given: TPoint[]): boolean {
  if (captchaType === 'clickWord') return checkClickWords(expected, given);
  const [target, point] = [expected[0], given[0]];
  return target !== undefined && point !== undefined && checkBlockPuzzle(target, point);
}

/**
 * pointJson is AES-encrypted under the picture's secretKey; plain JSON is accepted too (AJ
 * clients send it when encryption is off — the key travels with the picture, so encryption only
 * obfuscates). Base64 never starts with '{' or '[', so the two cannot be confused.
 */
function readPoints(captchaType: TCaptchaType, pointJson: string, secretKey: string) {
  const plain = /^\s*[[{]/.test(pointJson);
  const decoded = decodePointJson({ captchaType, pointJson, secretKey: plain ? null : secretKey });
  return decoded && { ...decoded, encrypted: !plain };
}
