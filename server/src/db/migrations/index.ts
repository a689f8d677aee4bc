// Every migration in order. A migration is never edited once it has landed: add a new one.
import * as m0001 from './0001-accounts';
import * as m0002 from './0002-behaviour-captcha';

export interface Migration {
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [m0001, m0002];
