// The help centre and content pages under cb/assemble/help and
// cb/assemble/page. Reading is for everyone logged in (help list) or anyone (help files, content
// pages: /page is an open route and <video> cannot send a token); uploading, deleting and writing
// pages need platform:config (platform staff).
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { deleteContentPage } from './delete-content-page';
import { deleteHelpItem } from './delete-help-item';
import { listContentPages } from './list-content-pages';
import { listHelpItems } from './list-help-items';
import { readContentPage } from './read-content-page';
import { saveContentPage } from './save-content-page';
import { serveHelpFile } from './serve-help-file';
import { storeHelpItem } from './store-help-item';

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

  // The file streams to the blob store: store-help-item.ts judges its type by its first bytes and
  // keeps the document or video limit as the bytes pass.
  mountEndpoint(app, context, declared.upload, async ({ input, caller }) => {
    const file = input.files.file;
    if (!file) throw new AppError('FILE_TYPE_NOT_ALLOWED', { internal: 'help upload: no file' });
    return storeHelpItem(context, {
      title: input.query.title,
      fileName: input.query.fileName ?? file.name,
      source: file.chunks,
      createdBy: caller.userId,
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
