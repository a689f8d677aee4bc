import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { issuePictureCaptcha } from './issue-picture-captcha';

export function captchaRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/cb/assemble/captcha', async () => ok(await issuePictureCaptcha(context)));
}
