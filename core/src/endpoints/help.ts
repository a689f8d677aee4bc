// The help centre and content pages (agreements, privacy policy): the help list is for anyone
// signed in, a content page for anyone (the registration form links them before login); deleting
// help items and writing pages need platform:config (platform staff). A help file is open too: a
// <video> element cannot send the bearer token, so the file answers byte ranges itself. The upload
// streams to the blob store (a video may be 200 MB) and is still mounted by the module itself.
import { z } from 'zod';
import {
  HELP_CONTENT_TYPES,
  ZContentPage,
  ZContentPageForm,
  ZContentPageList,
  ZContentSlugQuery,
  ZHelpIdRequest,
  ZHelpList,
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
