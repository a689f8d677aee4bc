import {
  buildCheckRequest,
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  SLIDER_BLOCK_SIZE,
  SLIDER_POINT_Y,
  ZCheckCaptchaReply,
  ZGetCaptchaReply,
  type TCaptchaType,
  type TPoint,
} from '@ecsign/core/captcha';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { consumeCaptchaVerification } from './consume-captcha-verification';
import { decodePngForTests } from '../../test-support/decode-png-for-tests';

const START = new Date('2026-03-02T09:00:00Z');
const GET_URL = '/ecapi/cb/assemble/captcha/getCaptcha';
const CHECK_URL = '/ecapi/cb/assemble/captcha/checkCaptcha';

describe('behaviour captcha (AJ-Captcha getCaptcha / checkCaptcha)', () => {
  let t: TestApp;
  let clientUid: string;
  let clientCount = 0;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.setNow(START);
    clientUid = `client-${++clientCount}`; // each test has its own rate limits
  });

  const later = (ms: number) => t.setNow(new Date(START.getTime() + ms));
  const getCaptcha = (captchaType: string, client = clientUid, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: GET_URL,
      query: { captchaType, clientUid: client, ts: '1772442000000' },
      headers,
    });
  const checkCaptcha = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: CHECK_URL, payload, headers });

  /** A new picture and, from the database, where the user must drag or click. */
  async function newCaptcha(captchaType: TCaptchaType, client = clientUid) {
    const reply = await getCaptcha(captchaType, client);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.data.repCode).toBe('0000');
    const repData = body.data.repData;
    const [row] = await t.context.database.query<{ expected_points: TPoint[] }>(
      'SELECT expected_points FROM behaviour_captchas WHERE token = $1',
      [repData.token],
    );
    return { repData, expected: row!.expected_points };
  }

  /** Drags the slider to the hole's x + dx and checks; returns the repCode and the verification. */
  async function slide(dx: number, options: { plain?: boolean } = {}) {
    const { repData, expected } = await newCaptcha('blockPuzzle');
    const { request, captchaVerification } = buildCheckRequest({
      captchaType: 'blockPuzzle',
      token: repData.token,
      secretKey: options.plain ? null : repData.secretKey,
      point: { x: expected[0]!.x + dx, y: SLIDER_POINT_Y },
    });
    const reply = await checkCaptcha(request);
    expect(reply.statusCode).toBe(200);
    return { repCode: reply.json().data.repCode as string, reply, request, captchaVerification, repData, expected };
  }

  describe('getCaptcha', () => {
    it('issues a slider: a 310×155 picture, a 50-wide RGBA strip, a token and a 16-character key', async () => {
      const reply = await getCaptcha('blockPuzzle');
      const body = reply.json();
      expect(body).toMatchObject({ status: 200, data: { repCode: '0000', repMsg: '成功' } });
      expect(ZGetCaptchaReply.safeParse(body.data).success).toBe(true);
      const { originalImageBase64, jigsawImageBase64, token, secretKey, wordList } = body.data.repData;
      expect(originalImageBase64).not.toMatch(/^data:/);
      const picture = decodePngForTests(Buffer.from(originalImageBase64, 'base64'));
      expect([picture.width, picture.height, picture.colourType]).toEqual([
        CAPTCHA_IMAGE_WIDTH,
        CAPTCHA_IMAGE_HEIGHT,
        2,
      ]);
      const strip = decodePngForTests(Buffer.from(jigsawImageBase64, 'base64'));
      expect([strip.width, strip.height, strip.colourType]).toEqual([SLIDER_BLOCK_SIZE, CAPTCHA_IMAGE_HEIGHT, 6]);
      expect(secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(token).toMatch(/^[0-9a-f]{32}$/);
      expect(wordList).toBeUndefined();

      const [row] = await t.context.database.query<{ expected_points: TPoint[]; client_uid: string; expires_at: Date }>(
        'SELECT expected_points, client_uid, expires_at FROM behaviour_captchas WHERE token = $1',
        [token],
      );
      const hole = row!.expected_points[0]!;
      expect(hole.x).toBeGreaterThanOrEqual(60);
      expect(hole.x).toBeLessThanOrEqual(250);
      expect(row!.client_uid).toBe(clientUid);
      expect(new Date(row!.expires_at).getTime() - START.getTime()).toBe(120_000);
      // The piece sits in the strip at the hole's height and nowhere else.
      const opaqueRows = new Set<number>();
      for (let i = 3; i < strip.pixels.length; i += 4) {
        if (strip.pixels[i]! > 0) opaqueRows.add(Math.floor(i / 4 / SLIDER_BLOCK_SIZE));
      }
      expect(Math.min(...opaqueRows)).toBeGreaterThanOrEqual(hole.y);
      expect(Math.max(...opaqueRows)).toBeLessThan(hole.y + SLIDER_BLOCK_SIZE);
    });

    it('issues click-words: a 310×155 picture and three different characters to click', async () => {
      const { repData, expected } = await newCaptcha('clickWord');
      const picture = decodePngForTests(Buffer.from(repData.originalImageBase64, 'base64'));
      expect([picture.width, picture.height]).toEqual([CAPTCHA_IMAGE_WIDTH, CAPTCHA_IMAGE_HEIGHT]);
      expect(repData.jigsawImageBase64).toBeUndefined();
      expect(repData.wordList).toHaveLength(3);
      expect(new Set(repData.wordList).size).toBe(3);
      expect(expected).toHaveLength(3);
      expect(repData.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    });

    it('takes the time as t (the spec form) as well as ts', async () => {
      const reply = await t.app.inject({
        method: 'GET',
        url: GET_URL,
        query: { captchaType: 'blockPuzzle', clientUid, t: '1772442000000' },
      });
      expect(reply.json().data.repCode).toBe('0000');
      const bad = await t.app.inject({ method: 'GET', url: GET_URL, query: { captchaType: 'blockPuzzle', t: 'x' } });
      expect(bad.json().status).not.toBe(200);
    });

    it('also answers a POST with a JSON body, and draws a new picture each time', async () => {
      const post = () =>
        t.app.inject({ method: 'POST', url: GET_URL, payload: { captchaType: 'blockPuzzle', clientUid, ts: 1 } });
      const [a, b] = [(await post()).json(), (await post()).json()];
      expect([a.data.repCode, b.data.repCode]).toEqual(['0000', '0000']);
      expect(a.data.repData.originalImageBase64).not.toBe(b.data.repData.originalImageBase64);
      expect(a.data.repData.token).not.toBe(b.data.repData.token);
    });

    it('refuses the 21st picture within a minute with 6201, per client, until the minute has passed', async () => {
      for (let i = 0; i < 20; i++) {
        later(i * 1000);
        expect((await getCaptcha('blockPuzzle')).json().data.repCode).toBe('0000');
      }
      later(30_000);
      const refused = await getCaptcha('clickWord', clientUid, { 'accept-language': 'en' });
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual({
        status: 200,
        message: 'success',
        data: { repCode: '6201', repMsg: 'Too many requests, please try again later', repData: null },
      });
      expect((await getCaptcha('blockPuzzle', `${clientUid}-other`)).json().data.repCode).toBe('0000');
      later(60_500); // the first get is now more than a minute old
      expect((await getCaptcha('blockPuzzle')).json().data.repCode).toBe('0000');
    });

    it('counts concurrent gets exactly: 25 at once give 20 pictures and 5 refusals', async () => {
      const replies = await Promise.all(Array.from({ length: 25 }, () => getCaptcha('blockPuzzle')));
      const codes = replies.map((reply) => reply.json().data.repCode as string);
      expect(codes.filter((code) => code === '0000')).toHaveLength(20);
      expect(codes.filter((code) => code === '6201')).toHaveLength(5);
    });
  });

  describe('checkCaptcha, block puzzle', () => {
    it.each([
      [0, '0000'],
      [4, '0000'],
      [-4, '0000'],
      [5, '0000'],
      [6, '6111'],
      [-6, '6111'],
      [40, '6111'],
    ])('takes a drag %i px from the hole as %s', async (dx, repCode) => {
      const { repCode: got, reply, repData } = await slide(dx);
      expect(got).toBe(repCode);
      expect(ZCheckCaptchaReply.safeParse(reply.json().data).success).toBe(true);
      expect(reply.json().data.repData).toEqual(
        repCode === '0000' ? { captchaType: 'blockPuzzle', token: repData.token, result: true } : null,
      );
    });

    it('accepts pointJson in plain JSON as well as encrypted', async () => {
      const { repCode, request } = await slide(2, { plain: true });
      expect(request.pointJson).toMatch(/^\{"x":\d+,"y":5\}$/);
      expect(repCode).toBe('0000');
    });

    it('takes the captcha type from the token when the check leaves it out (spec call form)', async () => {
      const { repData, expected } = await newCaptcha('blockPuzzle');
      const { request } = buildCheckRequest({
        captchaType: 'blockPuzzle',
        token: repData.token,
        secretKey: repData.secretKey,
        point: { x: expected[0]!.x, y: SLIDER_POINT_Y },
      });
      const { pointJson, token } = request;
      const reply = await checkCaptcha({ pointJson, token });
      expect(reply.json().data).toMatchObject({
        repCode: '0000',
        repData: { captchaType: 'blockPuzzle', token: repData.token, result: true },
      });
    });

    it('allows one check per token: a second one, right or wrong, is 6110', async () => {
      const { request, expected } = await slide(0);
      expect((await checkCaptcha(request)).json().data.repCode).toBe('6110');

      const failed = await slide(20);
      expect(failed.repCode).toBe('6111');
      const retry = buildCheckRequest({
        captchaType: 'blockPuzzle',
        token: failed.repData.token,
        secretKey: failed.repData.secretKey,
        point: { x: failed.expected[0]!.x, y: SLIDER_POINT_Y },
      });
      expect((await checkCaptcha(retry.request)).json().data.repCode).toBe('6110');
      expect(expected).toHaveLength(1);
    });

    it('answers 6110 for an expired or unknown token, or a token of the other type', async () => {
      const { repData, expected } = await newCaptcha('blockPuzzle');
      const { request } = buildCheckRequest({
        captchaType: 'blockPuzzle',
        token: repData.token,
        secretKey: repData.secretKey,
        point: { x: expected[0]!.x, y: SLIDER_POINT_Y },
      });
      later(120_000);
      expect((await checkCaptcha(request)).json().data.repCode).toBe('6110');
      expect((await checkCaptcha({ ...request, token: 'no-such-token' })).json().data.repCode).toBe('6110');

      t.setNow(START);
      const words = await newCaptcha('clickWord');
      const wrongType = { captchaType: 'blockPuzzle', token: words.repData.token, pointJson: '{"x":1,"y":5}' };
      expect((await checkCaptcha(wrongType)).json().data.repCode).toBe('6110');
    });

    it('passes just before the token expires', async () => {
      const { repData, expected } = await newCaptcha('blockPuzzle');
      later(119_000);
      const { request } = buildCheckRequest({
        captchaType: 'blockPuzzle',
        token: repData.token,
        secretKey: repData.secretKey,
        point: { x: expected[0]!.x, y: SLIDER_POINT_Y },
      });
      expect((await checkCaptcha(request)).json().data.repCode).toBe('0000');
    });

    it('fails pointJson that does not decrypt or parse, and that uses up the token', async () => {
      for (const pointJson of ['bm90IGFlcw==', 'AAAAAAAAAAAAAAAAAAAAAA==', '{"x":"far"}', '[1,2']) {
        const { repData } = await newCaptcha('blockPuzzle');
        const reply = await checkCaptcha({ captchaType: 'blockPuzzle', token: repData.token, pointJson });
        expect(reply.json().data.repCode, pointJson).toBe('6111');
      }
    });
  });

  describe('checkCaptcha, click words', () => {
    async function click(shift: (points: TPoint[]) => TPoint[]) {
      const { repData, expected } = await newCaptcha('clickWord');
      const { request } = buildCheckRequest({
        captchaType: 'clickWord',
        token: repData.token,
        secretKey: repData.secretKey,
        points: shift(expected),
      });
      return (await checkCaptcha(request)).json().data.repCode as string;
    }

    it('passes the words clicked in order, each within 25 px', async () => {
      expect(await click((points) => points)).toBe('0000');
      expect(await click((points) => points.map(({ x, y }, i) => ({ x: x + (i ? 25 : -25), y: y - 25 })))).toBe('0000');
    });

    it('fails clicks in the wrong order, too far off, or too few', async () => {
      expect(await click(([a, b, c]) => [b!, a!, c!])).toBe('6111');
      expect(await click((points) => points.map(({ x, y }, i) => ({ x: i === 2 ? x + 26 : x, y })))).toBe('6111');
      expect(await click((points) => points.slice(0, 2))).toBe('6111');
    });
  });

  describe('lockout after failed checks', () => {
    it('locks the client for 10 minutes after 5 failed checks in a row (6202)', async () => {
      let spare: Awaited<ReturnType<typeof newCaptcha>> | undefined;
      for (let i = 0; i < 5; i++) {
        later(i * 60_000);
        if (i === 4) spare = await newCaptcha('blockPuzzle'); // still valid when the lock starts
        expect((await slide(30)).repCode).toBe('6111');
      }
      later(5 * 60_000);
      const refused = (await getCaptcha('blockPuzzle')).json();
      expect(refused.data).toMatchObject({ repCode: '6202', repData: null });
      expect(refused.data.repMsg).toBe('验证失败次数过多，请10分钟后再试');
      const { request } = buildCheckRequest({
        captchaType: 'blockPuzzle',
        token: spare!.repData.token,
        secretKey: spare!.repData.secretKey,
        point: { x: spare!.expected[0]!.x, y: SLIDER_POINT_Y },
      });
      expect((await checkCaptcha(request)).json().data.repCode).toBe('6202');
      expect((await getCaptcha('blockPuzzle', `${clientUid}-other`)).json().data.repCode).toBe('0000');

      later(4 * 60_000 + 10 * 60_000 - 1000);
      expect((await getCaptcha('blockPuzzle')).json().data.repCode).toBe('6202');
      later(4 * 60_000 + 10 * 60_000); // ten minutes after the fifth failure
      expect((await slide(0)).repCode).toBe('0000');
    });

    it('counts failures in a row only: a pass in between starts the count again', async () => {
      // A second between checks, as between real attempts: "in a row" is the order of check times.
      let second = 0;
      const slideLater = (dx: number) => {
        second += 1;
        later(second * 1000);
        return slide(dx);
      };
      for (let i = 0; i < 4; i++) expect((await slideLater(30)).repCode).toBe('6111');
      expect((await slideLater(0)).repCode).toBe('0000');
      for (let i = 0; i < 4; i++) expect((await slideLater(-30)).repCode).toBe('6111');
      expect((await getCaptcha('clickWord')).json().data.repCode).toBe('0000');
    });

    it('does not lock for 5 failures spread over more than 10 minutes', async () => {
      for (let i = 0; i < 5; i++) {
        later(i * 3 * 60_000);
        expect((await slide(30)).repCode).toBe('6111');
      }
      expect((await getCaptcha('blockPuzzle')).json().data.repCode).toBe('0000');
    });
  });

  describe('consumeCaptchaVerification', () => {
    it('accepts the verification of a passed check once', async () => {
      const { repCode, captchaVerification } = await slide(3);
      expect(repCode).toBe('0000');
      await expect(consumeCaptchaVerification(t.context, captchaVerification)).resolves.toBeUndefined();
      await expect(consumeCaptchaVerification(t.context, captchaVerification)).rejects.toMatchObject({
        code: 'CAPTCHA_EXPIRED',
      });
    });

    it('accepts the plain verification string of a plain check', async () => {
      const { repCode, captchaVerification, repData } = await slide(0, { plain: true });
      expect(repCode).toBe('0000');
      expect(captchaVerification.startsWith(`${repData.token}---`)).toBe(true);
      await expect(consumeCaptchaVerification(t.context, captchaVerification)).resolves.toBeUndefined();
    });

    it('refuses a failed check, an unknown string, and a verification older than 120 s', async () => {
      const failed = await slide(10);
      await expect(consumeCaptchaVerification(t.context, failed.captchaVerification)).rejects.toMatchObject({
        code: 'CAPTCHA_EXPIRED',
      });
      await expect(consumeCaptchaVerification(t.context, 'made-up')).rejects.toMatchObject({ code: 'CAPTCHA_EXPIRED' });
      await expect(consumeCaptchaVerification(t.context, '')).rejects.toMatchObject({ code: 'CAPTCHA_EXPIRED' });

      later(100_000);
      const passed = await slide(0); // verified at +100 s: usable until +220 s
      later(219_000);
      const second = await slide(0);
      await expect(consumeCaptchaVerification(t.context, second.captchaVerification)).resolves.toBeUndefined();
      later(220_000);
      await expect(consumeCaptchaVerification(t.context, passed.captchaVerification)).rejects.toMatchObject({
        code: 'CAPTCHA_EXPIRED',
      });
    });
  });

  describe('malformed requests', () => {
    it.each([
      ['an unknown captchaType', { captchaType: 'rotate', clientUid: 'x' }],
      ['no captchaType', { clientUid: 'x' }],
      ['a ts that is not a number', { captchaType: 'blockPuzzle', ts: 'soon' }],
    ])('rejects a getCaptcha with %s: 400 and 70000002', async (_what, query) => {
      const reply = await t.app.inject({ method: 'GET', url: GET_URL, query });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().status).toBe(70000002);
    });

    it.each([
      ['no token', { captchaType: 'blockPuzzle', pointJson: '{"x":1,"y":5}' }, 'token'],
      ['an unknown captchaType', { captchaType: 'rotate', pointJson: '{"x":1,"y":5}', token: 't' }, 'captchaType'],
      ['no pointJson', { captchaType: 'clickWord', token: 't' }, 'pointJson'],
    ])('rejects a checkCaptcha with %s: 400 and 70000002 naming the field', async (_what, payload, field) => {
      const reply = await checkCaptcha(payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().status).toBe(70000002);
      expect(reply.json().data.map((issue: { path: string }) => issue.path)).toEqual([field]);
    });
  });
});
