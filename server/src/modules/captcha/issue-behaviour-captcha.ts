// getCaptcha (AJ-Captcha, spec item C-get-captcha): a new slider or click-words picture for a client, unless the
// client asked too often (6201) or failed too often (6202). What the user must hit is chosen
// and stored before anything is drawn, so a refused request costs no rendering.
import { randomInt, randomUUID } from 'node:crypto';
import {
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  CAPTCHA_TOKEN_TTL_SECONDS,
  REP_CODE,
  SLIDER_BLOCK_SIZE,
  type TCaptchaType,
  type TPoint,
  type ZGetCaptchaReply,
} from '@ecsign/core/captcha';
import type { TLanguage } from '@ecsign/core/i18n';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { GETS_PER_MINUTE, RETENTION_MS } from './behaviour-captcha-limits';
import { findClientLock } from './find-client-lock';
import { lockCaptchaClient } from './lock-captcha-client';
import { newSecretKey } from './new-secret-key';
import { planClickWords } from './plan-click-words';
import { renderBlockPuzzle } from './render-block-puzzle';
import { renderClickWords } from './render-click-words';
import { repMessage, type TRepCode } from './rep-message';

export interface IssueBehaviourCaptchaInput {
  captchaType: TCaptchaType;
  /** The rate limits' key: the client's clientUid, or its address. */
  clientUid: string;
  language: TLanguage;
}

/** The reply as sent: fields a captcha type does not use are left out, as AJ servers do. */
export type TGetCaptchaReplyWire = z.input<typeof ZGetCaptchaReply>;

/** The hole's left edge lies in [60, 250]: always a real drag away from the piece's rest at 0. */
const HOLE_X_RANGE = [60, CAPTCHA_IMAGE_WIDTH - SLIDER_BLOCK_SIZE - 10] as const;
const HOLE_Y_RANGE = [5, CAPTCHA_IMAGE_HEIGHT - SLIDER_BLOCK_SIZE - 5] as const;

/** Uniform in [0, 1) from the system's secure generator: where the answer is must not be guessable. */
const secureRandom = () => randomInt(2 ** 48 - 1) / 2 ** 48;

export async function issueBehaviourCaptcha(
  context: AppContext,
  { captchaType, clientUid, language }: IssueBehaviourCaptchaInput,
): Promise<TGetCaptchaReplyWire> {
  const now = context.now();
  const hole = {
    x: randomInt(HOLE_X_RANGE[0], HOLE_X_RANGE[1] + 1),
    y: randomInt(HOLE_Y_RANGE[0], HOLE_Y_RANGE[1] + 1),
  };
  const words = captchaType === 'clickWord' ? planClickWords(secureRandom) : null;
  const expected: TPoint[] = words ? words.points : [hole];
  const token = randomUUID().replaceAll('-', '');
  const secretKey = newSecretKey();

  await context.database.query('DELETE FROM behaviour_captchas WHERE created_at < $1', [
    new Date(now.getTime() - RETENTION_MS),
  ]);
  const refusal = await context.database.transaction(async (tx): Promise<TRepCode | null> => {
    await lockCaptchaClient(tx, clientUid);
    if (await findClientLock(tx, clientUid, now)) return REP_CODE.LOCKED;
    const [recent] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM behaviour_captchas WHERE client_uid = $1 AND created_at > $2',
      [clientUid, new Date(now.getTime() - 60_000)],
    );
    if ((recent?.count ?? 0) >= GETS_PER_MINUTE) return REP_CODE.TOO_FREQUENT;
    await tx.query(
      `INSERT INTO behaviour_captchas (token, captcha_type, expected_points, secret_key, client_uid, expires_at, created_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)`,
      [
        token,
        captchaType,
        JSON.stringify(expected),
        secretKey,
        clientUid,
        new Date(now.getTime() + CAPTCHA_TOKEN_TTL_SECONDS * 1000),
        now,
      ],
    );
    return null;
  });
  if (refusal) return { repCode: refusal, repMsg: repMessage(refusal, language), repData: null };

  // Plain base64 without a data: prefix, as AJ-Captcha clients expect.
  const base64 = (png: Uint8Array) => Buffer.from(png).toString('base64');
  const success = { repCode: REP_CODE.SUCCESS, repMsg: repMessage(REP_CODE.SUCCESS, language) };
  if (words) {
    const originalImageBase64 = base64(renderClickWords(words));
    return { ...success, repData: { originalImageBase64, token, secretKey, wordList: words.wordList } };
  }
  const { original, jigsaw } = renderBlockPuzzle(hole);
  return {
    ...success,
    repData: { originalImageBase64: base64(original), jigsawImageBase64: base64(jigsaw), token, secretKey },
  };
}
