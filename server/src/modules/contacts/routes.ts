// Contacts and contact groups (endpoints.contacts). The declaration's guard has checked that the
// session's active account holds contact:manage; every call works on that account's address book
// only — ids of another account's contacts or groups are not found.
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { CONTACT_CSV_SAMPLE_NAME, contactCsvSample } from './contact-csv-sample';
import { deleteContactGroup } from './delete-contact-group';
import { deleteContacts } from './delete-contacts';
import { importContacts } from './import-contacts';
import { listContactGroups } from './list-contact-groups';
import { listContacts } from './list-contacts';
import { pickRecipients } from './pick-recipients';
import { saveContact } from './save-contact';
import { saveContactGroup } from './save-contact-group';

const declared = endpoints.contacts;

export function contactRoutes(app: FastifyInstance, context: AppContext) {
  // The body's paging, when it has any, over the query's (ZBodyPaging).
  mountEndpoint(app, context, declared.list, async ({ caller, input }) =>
    listContacts(context, caller.accountId, { ...input.query, ...input.body }),
  );

  // The signatory picker of contract initiation: the same search, persons and enterprises alike,
  // and inside an enterprise its members too (pick-recipients.ts).
  mountEndpoint(app, context, declared.pick, async ({ caller, input }) =>
    pickRecipients(context, caller.accountId, { ...input.query, ...input.body }),
  );

  mountEndpoint(app, context, declared.save, async ({ caller, input: { body } }) =>
    saveContact(context, caller.accountId, body),
  );

  mountEndpoint(app, context, declared.delete, async ({ caller, input: { body } }) =>
    deleteContacts(context, caller.accountId, body.contactIds),
  );

  mountEndpoint(app, context, declared.groups, async ({ caller }) => listContactGroups(context, caller.accountId));

  mountEndpoint(app, context, declared.saveGroup, async ({ caller, input: { body } }) =>
    saveContactGroup(context, caller.accountId, body),
  );

  mountEndpoint(app, context, declared.deleteGroup, async ({ caller, input: { body } }) => {
    await deleteContactGroup(context, caller.accountId, body.groupId);
    return null;
  });

  mountEndpoint(app, context, declared.importSample, async () => ({
    body: contactCsvSample(),
    contentType: 'text/csv; charset=utf-8',
    fileName: CONTACT_CSV_SAMPLE_NAME,
  }));

  mountEndpoint(app, context, declared.import, async ({ caller, input: { files } }) => {
    const file = files.file;
    if (!file || file.bytes.length === 0) throw new AppError('CONTACT_IMPORT_FILE_INVALID', { internal: 'no file' });
    return importContacts(context, caller.accountId, file.bytes);
  });
}
