// Contacts and contact groups under cb/assemble/contact. Bodies:
// core/model/contacts-api.ts. Every call needs contact:manage and works on the address book of the
// session's active account only — ids of another account's contacts or groups are not found.
import {
  CONTACT_IMPORT_MAX_BYTES,
  ZContactGroupIdRequest,
  ZContactGroupSaveRequest,
  ZContactIdsRequest,
  ZContactListQuery,
  ZContactSaveRequest,
} from '@ecsign/core/model';
import { AppError } from '@ecsign/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { multipartBoundary, parseMultipartFile } from '../file-verify/parse-multipart-file';
import { requirePermission } from '../notices/require-permission';
import { CONTACT_CSV_SAMPLE_NAME, contactCsvSample } from './contact-csv-sample';
import { deleteContactGroup } from './delete-contact-group';
import { deleteContacts } from './delete-contacts';
import { importContacts } from './import-contacts';
import { listContactGroups } from './list-contact-groups';
import { listContacts } from './list-contacts';
import { pickRecipients } from './pick-recipients';
import { saveContact } from './save-contact';
import { saveContactGroup } from './save-contact-group';
import { guard } from '../../security/route-guard';

const C = '/cb/assemble/contact';
const UPLOAD_TYPES = [
  'text/csv',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
  'multipart/form-data',
];

/** The address book a call works on: the active account's, with contact:manage. */
async function owner(context: AppContext, request: FastifyRequest): Promise<string> {
  return (await requirePermission(context, request, 'contact:manage')).accountId;
}

function pagedBody(request: FastifyRequest): object {
  return { ...(request.query as object), ...((request.body as object | undefined) ?? {}) };
}

function uploadedBytes(request: FastifyRequest): Uint8Array {
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  if (!body || body.length === 0) throw new AppError('CONTACT_IMPORT_FILE_INVALID', { internal: 'empty body' });
  const boundary = multipartBoundary(request.headers['content-type']);
  if (!boundary) return new Uint8Array(body);
  const file = parseMultipartFile(body, boundary);
  if (!file || file.bytes.length === 0) throw new AppError('CONTACT_IMPORT_FILE_INVALID', { internal: 'no file part' });
  return file.bytes;
}

export function contactRoutes(app: FastifyInstance, context: AppContext) {
  app.post(`${C}/list`, guard.activeAccount('contact:manage'), async (request) => {
    const ownerId = await owner(context, request);
    return ok(await listContacts(context, ownerId, parseInput(ZContactListQuery, pagedBody(request))));
  });

  // The signatory picker of contract initiation: the same search, persons and enterprises alike,
  // and inside an enterprise its members too (pick-recipients.ts).
  app.post(`${C}/pick`, guard.activeAccount('contact:manage'), async (request) => {
    const ownerId = await owner(context, request);
    return ok(await pickRecipients(context, ownerId, parseInput(ZContactListQuery, pagedBody(request))));
  });

  app.post(`${C}/save`, guard.activeAccount('contact:manage'), async (request) => {
    const ownerId = await owner(context, request);
    return ok(await saveContact(context, ownerId, parseInput(ZContactSaveRequest, request.body)));
  });

  app.post(`${C}/delete`, guard.activeAccount('contact:manage'), async (request) => {
    const ownerId = await owner(context, request);
    const { contactIds } = parseInput(ZContactIdsRequest, request.body);
    return ok(await deleteContacts(context, ownerId, contactIds));
  });

  app.get(`${C}/group/list`, guard.activeAccount('contact:manage'), async (request) =>
    ok(await listContactGroups(context, await owner(context, request))),
  );

  app.post(`${C}/group/save`, guard.activeAccount('contact:manage'), async (request) => {
    const ownerId = await owner(context, request);
    return ok(await saveContactGroup(context, ownerId, parseInput(ZContactGroupSaveRequest, request.body)));
  });

  app.post(`${C}/group/delete`, guard.activeAccount('contact:manage'), async (request) => {
    const ownerId = await owner(context, request);
    await deleteContactGroup(context, ownerId, parseInput(ZContactGroupIdRequest, request.body).groupId);
    return ok(null);
  });

  app.get(`${C}/import/sample`, guard.activeAccount('contact:manage'), async (request, reply) => {
    await owner(context, request);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${CONTACT_CSV_SAMPLE_NAME}"`)
      .send(Buffer.from(contactCsvSample()));
  });

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      UPLOAD_TYPES,
      { parseAs: 'buffer', bodyLimit: CONTACT_IMPORT_MAX_BYTES + 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(`${C}/import`, guard.activeAccount('contact:manage'), async (request) => {
      const ownerId = await owner(context, request);
      return ok(await importContacts(context, ownerId, uploadedBytes(request)));
    });
  });
}
