// The help centre and content pages (agreements, privacy policy): the help list is for anyone
// signed in, a content page for anyone (the registration form links them before login); deleting
// help items and writing pages need platform:config (platform staff). A help file is open too: a
// <video> element cannot send the bearer token, so the file answers byte ranges itself. The upload
// is streamed to the blob store (a video may be 200 MB), never held whole in memory.
import { z } from 'zod';
import {
  HELP_CONTENT_TYPES,
  HELP_VIDEO_MAX_BYTES,
  ZContentPage,
  ZContentPageForm,
  ZContentPageList,
  ZContentSlugQuery,
  ZHelpIdRequest,
  ZHelpItem,
  ZHelpList,
  ZHelpUploadQuery,
} from '../model/help';
import { access } from './endpoint-access';
import { endpoint, fileReply } from './define-endpoint';

const H = '/cb/assemble/help';
const P = '/cb/assemble/page';
const staff = access.activeAccount('platform:config');

export const help = {
  list: endpoint({
    method: 'GET',
    path: `${H}/list`,
    summary: 'Every help document and video, newest first',
    access: access.signedIn(),
    input: {},
    reply: ZHelpList,
    errors: [],
  }),
  file: endpoint({
    method: 'GET',
    path: `${H}/file/:helpId`,
    summary: 'A help document or video, inline, with byte ranges so that a video can seek',
    access: access.open(),
    input: { params: ZHelpIdRequest },
    reply: fileReply(Object.keys(HELP_CONTENT_TYPES)),
    errors: ['FILE_NOT_FOUND'],
  }),
  upload: endpoint({
    method: 'POST',
    path: `${H}/upload`,
    summary:
      'Uploads a help document (PDF, up to 20 MB) or video (MP4, WebM, up to 200 MB), judged by its bytes: the raw body or the `file` of a form',
    access: staff,
    input: { query: ZHelpUploadQuery, files: ['file'] },
    bodyEncoding: 'multipart',
    upload: {
      // The larger, video limit; a document's own is kept as the bytes pass (store-help-item.ts).
      maxBytes: HELP_VIDEO_MAX_BYTES,
      rawTypes: ['application/pdf', 'video/mp4', 'video/webm', 'application/octet-stream'],
      streamed: true,
    },
    reply: ZHelpItem,
    errors: ['FILE_TYPE_NOT_ALLOWED'],
  }),
  delete: endpoint({
    method: 'POST',
    path: `${H}/delete`,
    summary: 'Deletes a help document or video and its file',
    access: staff,
    input: { body: ZHelpIdRequest },
    reply: z.null(),
    errors: ['FILE_NOT_FOUND'],
  }),
  page: endpoint({
    method: 'GET',
    path: `${P}/content`,
    summary: 'One content page (an agreement, the privacy policy) by its slug',
    access: access.open(),
    input: { query: ZContentSlugQuery },
    reply: ZContentPage,
    errors: ['NOT_FOUND'],
  }),
  pages: endpoint({
    method: 'GET',
    path: `${P}/list`,
    summary: 'Every content page',
    access: staff,
    input: {},
    reply: ZContentPageList,
    errors: [],
  }),
  savePage: endpoint({
    method: 'POST',
    path: `${P}/save`,
    summary: 'Creates or rewrites a content page',
    access: staff,
    input: { body: ZContentPageForm },
    reply: ZContentPage,
    errors: [],
  }),
  deletePage: endpoint({
    method: 'POST',
    path: `${P}/delete`,
    summary: 'Deletes a content page',
    access: staff,
    input: { body: ZContentSlugQuery },
    reply: z.null(),
    errors: ['NOT_FOUND'],
  }),
} as const;
