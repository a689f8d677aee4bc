// The help centre and content pages under cb/assemble/help and
// cb/assemble/page. Reading is for everyone logged in (help list) or anyone (help files, content
// pages: /page is an open route and <video> cannot send a token); uploading, deleting and writing
// pages need platform:config (platform staff).
import { AppError } from '@ecsign/core/errors';
import {
  HELP_VIDEO_MAX_BYTES,
  ZContentPageForm,
  ZContentSlugQuery,
  ZHelpIdRequest,
  ZHelpUploadQuery,
} from '@ecsign/core/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate } from '../auth/authenticate';
import { multipartBoundary, parseMultipartFile } from '../file-verify/parse-multipart-file';
import { requirePermission } from '../notices/require-permission';
import { deleteContentPage } from './delete-content-page';
import { deleteHelpItem } from './delete-help-item';
import { listContentPages } from './list-content-pages';
import { listHelpItems } from './list-help-items';
import { readContentPage } from './read-content-page';
import { saveContentPage } from './save-content-page';
import { serveHelpFile } from './serve-help-file';
import { storeHelpItem } from './store-help-item';
import { guard } from '../../security/route-guard';

const H = '/cb/assemble/help';
const P = '/cb/assemble/page';
const UPLOAD_TYPES = ['application/pdf', 'video/mp4', 'video/webm', 'application/octet-stream', 'multipart/form-data'];

function uploadOf(request: FastifyRequest): { bytes: Uint8Array; name?: string | undefined } {
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  if (!body || body.length === 0) throw new AppError('FILE_TYPE_NOT_ALLOWED', { internal: 'empty upload' });
  const boundary = multipartBoundary(request.headers['content-type']);
  if (!boundary) return { bytes: new Uint8Array(body) };
  const file = parseMultipartFile(body, boundary);
  if (!file || file.bytes.length === 0) throw new AppError('FILE_TYPE_NOT_ALLOWED', { internal: 'no file part' });
  return { bytes: file.bytes, name: file.name };
}

export function helpRoutes(app: FastifyInstance, context: AppContext) {
  app.get(`${H}/list`, guard.signedIn(), async (request) => {
    await authenticate(context, request);
    return ok(await listHelpItems(context));
  });

  app.get(`${H}/file/:helpId`, async (request, reply) => {
    const { helpId } = parseInput(ZHelpIdRequest, request.params);
    return serveHelpFile(context, helpId, request, reply);
  });

  app.post(`${H}/delete`, guard.activeAccount('platform:config'), async (request) => {
    await requirePermission(context, request, 'platform:config');
    await deleteHelpItem(context, parseInput(ZHelpIdRequest, request.body).helpId);
    return ok(null);
  });

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      UPLOAD_TYPES,
      { parseAs: 'buffer', bodyLimit: HELP_VIDEO_MAX_BYTES + 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(`${H}/upload`, guard.activeAccount('platform:config'), async (request) => {
      const auth = await requirePermission(context, request, 'platform:config');
      const query = parseInput(ZHelpUploadQuery, request.query);
      const upload = uploadOf(request);
      return ok(
        await storeHelpItem(context, {
          title: query.title,
          fileName: query.fileName ?? upload.name,
          bytes: upload.bytes,
          createdBy: auth.userId,
        }),
      );
    });
  });

  app.get(`${P}/content`, async (request) =>
    ok(await readContentPage(context, parseInput(ZContentSlugQuery, request.query).slug)),
  );

  app.get(`${P}/list`, guard.activeAccount('platform:config'), async (request) => {
    await requirePermission(context, request, 'platform:config');
    return ok(await listContentPages(context));
  });

  app.post(`${P}/save`, guard.activeAccount('platform:config'), async (request) => {
    const auth = await requirePermission(context, request, 'platform:config');
    return ok(await saveContentPage(context, auth.userId, parseInput(ZContentPageForm, request.body)));
  });

  app.post(`${P}/delete`, guard.activeAccount('platform:config'), async (request) => {
    await requirePermission(context, request, 'platform:config');
    await deleteContentPage(context, parseInput(ZContentSlugQuery, request.body).slug);
    return ok(null);
  });
}
