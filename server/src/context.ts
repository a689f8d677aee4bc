// What every module receives: the database, the configuration and the clock.
import type { ServerConfig } from './config';
import type { Database } from './db/open-database';

export interface AppContext {
  config: ServerConfig;
  database: Database;
  /** The clock; tests freeze it. */
  now: () => Date;
}
