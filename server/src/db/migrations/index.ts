// Every migration in order. A migration is never edited once it has landed: add a new one.
import type { SqlRunner } from '../open-database';
import * as m0001 from './0001-accounts';
import * as m0002 from './0002-behaviour-captcha';
import * as m0003 from './0003-accounts-auth';
import * as m0004 from './0004-sso-ukey-platform';
import * as m0005 from './0005-verification-enterprises';
import * as m0006 from './0006-pki';
import * as m0007 from './0007-seals';
import * as m0008 from './0008-contacts-notices';
import * as m0009 from './0009-contracts';
import * as m0010 from './0010-jobs';
import * as m0011 from './0011-templates';
import * as m0013 from './0013-hr-batches';
import * as m0015 from './0015-sign-passwords';
import * as m0016 from './0016-operations';
import * as m0018 from './0018-plan-sign-confirmation';
import * as m0020 from './0020-hr-batch-attachments';
import * as m0023 from './0023-inbox-versions';
import * as m0024 from './0024-hr-batch-rows-digest';
import * as m0025 from './0025-plan-notices';
import * as m0026 from './0026-drop-signing-lease-columns';
import * as m0027 from './0027-sms-sends';
import * as m0028 from './0028-url-tickets';
import * as m0029 from './0029-identity-reviews';
import * as m0030 from './0030-contract-invitations';
import * as m0031 from './0031-contract-field-types';
import * as m0032 from './0032-plan-search-title';
import * as m0033 from './0033-contract-view-events';
import * as m0034 from './0034-plan-origin-and-file-type';
import * as m0035 from './0035-drop-task-scheduler';
import * as m0036 from './0036-inbox-page-index';

export interface Migration {
  name: string;
  sql: string;
  /** Fills new columns from rules that live in code (core), in the migration's transaction, after `sql`. */
  backfill?: (tx: SqlRunner) => Promise<void>;
}

export const MIGRATIONS: readonly Migration[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0013,
  m0015,
  m0016,
  m0018,
  m0020,
  m0023,
  m0024,
  m0025,
  m0026,
  m0027,
  m0028,
  m0029,
  m0030,
  m0031,
  m0032,
  m0033,
  m0034,
  m0035,
  m0036,
];
