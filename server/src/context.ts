// What every module receives: the configuration, the database, the clock, and — declared here so
// a reader sees everything one app instance holds — its services and its in-memory state.
//
// Each service is made on first use by its accessor (blobStoreOf, jobQueueOf, messageProvidersOf,
// identityServicesOf, pkiOf) unless the start or a test put another in first (a running job queue,
// a fake SMS provider); the accessor's file says how. Nothing per instance is kept anywhere else:
// two apps in one process (the tests, a worker beside a web server) never share a cache.
import type { BlobStore } from './blobs/blob-store';
import type { StorageFullProblem } from './blobs/storage-health';
import type { ServerConfig } from './config';
import type { Database } from './db/open-database';
import type { JobQueue } from './jobs/job-queue';
import type { CallerNotifications } from './modules/auth/caller-notifications';
import type { InboxCacheEntry } from './modules/contracts/inbox-cache';
import type { IdentityServices } from './modules/identity/identity-services';
import type { TIdentitySecretName } from './modules/identity/identity-secret';
import type { MessageProviders } from './modules/messages/message-providers';
import type { DeliveryPump } from './modules/notices/delivery-pump';
import type { DemoSigner } from './modules/pki/demo-signer';
import type { PkiServices } from './modules/pki/install-pki';
import type { TsaSerialReserve } from './modules/pki/tsa-serial-numbers';

/** The services of one app instance; unset until made or installed (see each accessor). */
export interface AppServices {
  /** blobs/blob-store-of.ts: the filesystem under DATA_DIR or an S3 bucket, writes watched. */
  blobStore?: BlobStore;
  /** jobs/job-queue-of.ts: pg-boss, running (start-server) or send-only. */
  jobQueue?: JobQueue;
  /** modules/messages/message-providers-of.ts: SMS and e-mail (sandbox outbox, SMTP, a provider). */
  messages?: MessageProviders;
  /** modules/identity/identity-services.ts: real-name checks and the certificate issuer. */
  identity?: IdentityServices;
  /** modules/pki/install-pki.ts: keystore and platform CA; buildApp installs it before any route. */
  pki?: PkiServices;
  /** modules/auth/caller-notifications.ts: callers in memory, kept exact by LISTEN/NOTIFY. */
  callerCache?: CallerNotifications;
}

/** What an app instance remembers between requests (each owner's file says why). */
export interface AppMemory {
  /** modules/contracts/inbox-cache.ts: the file manager's hottest answers per inbox version. */
  inboxCache: Map<string, InboxCacheEntry>;
  /** modules/identity/identity-secret.ts: the identity module's keys, read once. */
  identitySecrets: Map<TIdentitySecretName, Promise<Buffer>>;
  /** modules/pki/tsa-serial-numbers.ts: a block of time-stamp serial numbers reserved ahead. */
  tsaSerials: TsaSerialReserve;
  /** modules/pki/demo-signer.ts: the /demo signer, loaded or made once. */
  demoSigner?: Promise<DemoSigner>;
  /** modules/notices/delivery-pump.ts: the background sender of queued messages. */
  deliveryPump?: DeliveryPump;
  /** blobs/storage-health.ts: since when writes fail because the storage is full. */
  storageFull?: StorageFullProblem;
}

export interface AppContext {
  config: ServerConfig;
  database: Database;
  /** The clock; tests freeze it. */
  now: () => Date;
  services: AppServices;
  memory: AppMemory;
}

/** A context with no service made yet and nothing remembered. */
export function createAppContext(parts: Pick<AppContext, 'config' | 'database' | 'now'>): AppContext {
  return {
    ...parts,
    services: {},
    memory: { inboxCache: new Map(), identitySecrets: new Map(), tsaSerials: { free: [] } },
  };
}
