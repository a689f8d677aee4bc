// Every migration in order. A migration is never edited once it has landed: add a new one.
import * as m0001 from './0001-accounts';

export interface Migration {
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [m0001];
