// The help centre and content pages under cb/assemble/help and
// cb/assemble/page. Reading is for everyone logged in (help list) or anyone (help files, content
// pages: /page is an open route and <video> cannot send a token); uploading, deleting and writing
// pages need platform:config (platform staff).
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import { ZHelpUploadQuery } from '@ecsign/core/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { multipartBoundary } from '../file-verify/parse-multipart-file';
import { multipartFileChunks } from './help-upload-chunks';
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
const UPLOAD_TYPES = ['application/pdf', 'video/mp4', 'video/webm', 'application/octet-stream', 'multipart/form-data'];

/** The uploaded file as it streams in: the body itself, or the first file of a multipart form. */
function uploadOf(request: FastifyRequest): { source: AsyncIterable<Uint8Array>; name: () => string | undefined } {
  const body = request.body as AsyncIterable<Uint8Array> | undefined;
  // JSON, a form or no body at all: not a file (only the upload types above arrive as a stream).
  if (!body || typeof (body as Partial<AsyncIterable<Uint8Array>>)[Symbol.asyncIterator] !== 'function') {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', { internal: `content-type ${request.headers['content-type']}` });
  }
  const boundary = multipartBoundary(request.headers['content-type']);
  if (!boundary) return { source: body, name: () => undefined };
  let name: string | undefined;
  const source = multipartFileChunks(body, boundary, (found) => (name = found));
  return { source, name: () => name };
}

const declared = endpoints.help;

export function helpRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, declared.list, () => listHelpItems(context));

  mountEndpoint(app, context, declared.file, ({ input, request, reply }) =>
    serveHelpFile(context, input.params.helpId, request, reply),
  );

  mountEndpoint(app, context, declared.delete, async ({ input }) => {
    await deleteHelpItem(context, input.body.helpId);
    return null;
  });

  // A streamed upload, not a JSON body: not declared yet.
  void app.register(async (scope) => {
    // The body is handed on as a stream, never buffered: store-help-item.ts enforces the size
    // limits as the bytes pass to the blob store.
    scope.addContentTypeParser(UPLOAD_TYPES, (_request, payload, done) => done(null, payload));
    scope.post(`${H}/upload`, guard.activeAccount('platform:config'), async (request) => {
      const auth = await requirePermission(context, request, 'platform:config');
      const query = parseInput(ZHelpUploadQuery, request.query);
      const upload = uploadOf(request);
      const stored = await storeHelpItem(context, {
        title: query.title,
        // Read when the row is written, after the stream: a form names its file in the part headers.
        get fileName() {
          return query.fileName ?? upload.name();
        },
        source: upload.source,
        createdBy: auth.userId,
      });
      return ok(stored);
    });
  });

  mountEndpoint(app, context, declared.page, ({ input }) => readContentPage(context, input.query.slug));

  mountEndpoint(app, context, declared.pages, () => listContentPages(context));

  mountEndpoint(app, context, declared.savePage, ({ caller, input }) =>
    saveContentPage(context, caller.userId, input.body),
  );

  mountEndpoint(app, context, declared.deletePage, async ({ input }) => {
    await deleteContentPage(context, input.body.slug);
    return null;
  });
}
