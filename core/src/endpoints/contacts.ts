// The address book (cb/assemble/contact): contacts and contact groups of the session's active
// account, which must hold contact:manage. Every call works on that account's own address book:
// ids of another account's contacts or groups are not found.
import { z } from 'zod';
import {
  CONTACT_IMPORT_MAX_BYTES,
  ZContactDeleteReply,
  ZContactGroupIdRequest,
  ZContactGroupList,
  ZContactGroupSaveRequest,
  ZContactGroupView,
  ZContactIdsRequest,
  ZContactImportReply,
  ZContactListFilter,
  ZContactSaveRequest,
  ZContactView,
} from '../model/contacts-api';
import { ZPageQuery, zPage } from '../model/envelope';
import { access } from './endpoint-access';
import { endpoint, fileReply } from './define-endpoint';

const C = '/cb/assemble/contact';
const owner = access.activeAccount('contact:manage');

/** A search of the address book: the filter in the body, the paging in the query (or the body). */
const search = (path: 'list' | 'pick', summary: string) =>
  endpoint({
    method: 'POST',
    path: `${C}/${path}`,
    summary,
    access: owner,
    input: { query: ZPageQuery, body: ZContactListFilter },
    reply: zPage(ZContactView),
    errors: [],
  });

export const contacts = {
  list: search('list', 'A page of the address book, filtered by keyword, group and signatory type'),
  pick: search('pick', "Contract initiation's signatory picker: the address book and, in an enterprise, its members"),
  save: endpoint({
    method: 'POST',
    path: `${C}/save`,
    summary: 'Adds a contact, or changes one when contactId is given',
    access: owner,
    input: { body: ZContactSaveRequest },
    reply: ZContactView,
    errors: ['CONTACT_NOT_FOUND', 'CONTACT_GROUP_NOT_FOUND', 'CONTACT_EXISTS'],
  }),
  delete: endpoint({
    method: 'POST',
    path: `${C}/delete`,
    summary: "Deletes contacts: all of them are the caller's, or nothing is deleted",
    access: owner,
    input: { body: ZContactIdsRequest },
    reply: ZContactDeleteReply,
    errors: ['CONTACT_NOT_FOUND'],
  }),
  groups: endpoint({
    method: 'GET',
    path: `${C}/group/list`,
    summary: "The address book's groups with their contact counts",
    access: owner,
    input: {},
    reply: ZContactGroupList,
    errors: [],
  }),
  saveGroup: endpoint({
    method: 'POST',
    path: `${C}/group/save`,
    summary: 'Adds a contact group, or renames one when groupId is given',
    access: owner,
    input: { body: ZContactGroupSaveRequest },
    reply: ZContactGroupView,
    errors: ['CONTACT_GROUP_NOT_FOUND', 'CONTACT_GROUP_EXISTS'],
  }),
  deleteGroup: endpoint({
    method: 'POST',
    path: `${C}/group/delete`,
    summary: 'Deletes a contact group; its contacts stay, without a group',
    access: owner,
    input: { body: ZContactGroupIdRequest },
    reply: z.null(),
    errors: ['CONTACT_GROUP_NOT_FOUND'],
  }),
  importSample: endpoint({
    method: 'GET',
    path: `${C}/import/sample`,
    summary: 'A sample import file (UTF-8 CSV with a byte-order mark): the header and one row of each kind',
    access: owner,
    input: {},
    reply: fileReply(['text/csv']),
    errors: [],
  }),
  import: endpoint({
    method: 'POST',
    path: `${C}/import`,
    summary: 'Imports the valid new rows of a contact CSV (a form, or the file itself) and reports the others',
    access: owner,
    input: { files: ['file'] },
    bodyEncoding: 'multipart',
    upload: {
      maxBytes: CONTACT_IMPORT_MAX_BYTES,
      // Spreadsheet programs and browsers name a CSV file in all these ways.
      rawTypes: ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream'],
    },
    reply: ZContactImportReply,
    errors: ['CONTACT_IMPORT_FILE_INVALID', 'CONTACT_IMPORT_TOO_MANY_ROWS', 'CONTACT_EXISTS'],
  }),
} as const;
