// Opens everything the server needs, in order, and closes it again in reverse order:
// data-folder lock → embedded PostgreSQL (unless DATABASE_URL) → database → migrations → demo data
// → job queue → HTTP listener.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { createAppContext } from './context';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { refusePgliteFolder } from './db/embedded/refuse-pglite-folder';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded/start-embedded-postgres';
import { openDatabase, type Database } from './db/open-database';
import { seedDemo } from './db/seed-demo';
import { createJobQueue } from './jobs/create-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { installJobQueue } from './jobs/job-queue-of';
import { registerJobHandlers } from './jobs/register-job-handlers';
import { closeRowPdfPool } from './modules/hr-batches/row-pdf-pool';
import { installNativeDeflate } from './native-deflate';
import { pkiOf } from './modules/pki/pki-of';
import { resolveMasterKey } from './modules/pki/resolve-master-key';
import { seedDemoHrTemplate } from './modules/hr-batches/seed-demo-hr-template';
import { testOnlySwitchWarning } from './test-only-switches';

export class ListenError extends Error {}

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  seeded: boolean;
  /** The job queue this process sends to (and, unless ECSIGN_ROLE=web, works). */
  jobs: JobQueue;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  let lock: DataDirLock | undefined;
  let embedded: EmbeddedPostgres | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let jobQueue: JobQueue | undefined;
  const close = async () => {
    await app?.close().catch(() => undefined);
    // Running handlers finish (or are released) while the database is still open.
    await jobQueue?.stop().catch(() => undefined);
    await closeRowPdfPool().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await embedded?.stop();
    lock?.release();
  };
  installNativeDeflate();
  try {
    // The embedded cluster belongs to one server: the folder lock keeps a second one out (and
    // tells a cluster left by a dead server from one in use). A PostgreSQL server serves many.
    if (config.database === 'embedded') {
      lock = acquireDataDirLock(config.dataDir);
      refusePgliteFolder(config.dataDir);
      embedded = await startEmbeddedPostgres(config.dataDir);
    }
    database = await openDatabase(embedded?.url ?? config.DATABASE_URL!);
    // Servers sharing a PostgreSQL must share the master key: refuse before migrating anything.
    if (config.database === 'postgres') resolveMasterKey(config);
    await migrate(database);
    const seeded = config.SEED_DEMO ? await seedDemo(database) : false;
    const context = createAppContext({ config, database, now: () => new Date() });
    // Needs the blob store, which the context gives: seeded after the rows of seedDemo.
    if (seeded) await seedDemoHrTemplate(context);
    jobQueue = createJobQueue(context);
    installJobQueue(context, jobQueue);
    await registerJobHandlers(context, jobQueue);
    await jobQueue.start();
    app = await buildApp(context, { logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL } });
    try {
      await app.listen({ port: config.PORT, host: config.HOST });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') {
        throw new ListenError(`port ${config.PORT} on ${config.HOST} is already in use; set PORT to a free port`);
      }
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
        throw new ListenError(`cannot listen on HOST ${config.HOST}: no such local address`);
      }
      throw error;
    }
    const testOnly = testOnlySwitchWarning(config);
    if (testOnly) process.stderr.write(testOnly);
    // Once up (a start that fails says only why): a master key kept beside the data is for development.
    const pki = pkiOf(context);
    if (pki.masterKeySource !== 'config') {
      const what = pki.masterKeySource === 'generated' ? 'generated a master key in' : 'using the master key in';
      process.stderr.write(
        `ecsign: warning: PKI_MASTER_KEY is not set; ${what} ${pki.masterKeyPath} — production should set PKI_MASTER_KEY (and keep a copy: without it the platform's private keys cannot be read)\n`,
      );
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    // PORT=0 let the system pick the port: links that leave the server (publicBaseUrl — an SMS
    // invitation, a notice's link) name the port it really listens on.
    if (config.PORT === 0) context.config = { ...config, PORT: port };
    const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
    return { url: `http://${host}:${port}`, app, seeded, jobs: jobQueue, close };
  } catch (error) {
    await close();
    throw error;
  }
}
