// Keeps a process's CallerCache exact (a logout, a revoked session or a changed role
// counts from the very next request, in every process). PostgreSQL only, with
// CALLER_CACHE_ENTRIES > 0.
//
// - Triggers on the seven tables the caller row is read from NOTIFY what changed, in the
//   writing transaction, so the message is delivered when (and only if) it commits.
// - One connection LISTENs and applies the messages in commit order. While it is down the cache
//   is bypassed; it is cleared when it comes back (messages may have been missed).
// - Before serving from memory, a request waits for a *barrier*: a NOTIFY this process sends
//   after the request arrived, coming back on the listener. Notifications arrive in commit
//   order, so every change committed before the request — by any process — has been applied
//   by then. Requests waiting together share one barrier, so under load it costs one tiny
//   statement per round trip, not per request.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Listening } from '../../db/open-database';
import { CallerCache } from './caller-cache';

const CHANNEL = 'ecsign_callers';
/** A barrier not back in this time means the listener is stuck: the request reads the database. */
const BARRIER_TIMEOUT_MS = 2_000;
const RECONNECT_MS = 1_000;

/** Per table: the message kind and the column it names (see CallerCache.invalidate). */
const WATCHED: ReadonlyArray<[table: string, kind: string, column: string, events: string]> = [
  ['sessions', 'S', 'access_token_hash', 'UPDATE OR DELETE'],
  ['users', 'U', 'id', 'UPDATE OR DELETE'],
  ['accounts', 'U', 'user_id', 'INSERT OR UPDATE OR DELETE'],
  ['enterprise_members', 'A', 'account_id', 'INSERT OR UPDATE OR DELETE'],
  ['enterprises', 'E', 'id', 'UPDATE OR DELETE'],
  ['enterprise_roles', 'E', 'enterprise_id', 'INSERT OR UPDATE OR DELETE'],
  ['contract_inbox_versions', 'I', 'party_key', 'INSERT OR UPDATE OR DELETE'],
];

/** Idempotent; under an advisory lock, as two servers may start together. */
const INSTALL_TRIGGERS = `
SELECT pg_advisory_xact_lock(hashtext('ecsign_caller_triggers'));
CREATE OR REPLACE FUNCTION ecsign_caller_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  now_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
BEGIN
  IF now_row IS NOT NULL THEN
    PERFORM pg_notify('${CHANNEL}', TG_ARGV[0] || ':' || coalesce(now_row ->> TG_ARGV[1], ''));
  END IF;
  IF old_row IS NOT NULL AND (now_row IS NULL OR (old_row ->> TG_ARGV[1]) IS DISTINCT FROM (now_row ->> TG_ARGV[1])) THEN
    PERFORM pg_notify('${CHANNEL}', TG_ARGV[0] || ':' || coalesce(old_row ->> TG_ARGV[1], ''));
  END IF;
  RETURN NULL;
END $$;
${WATCHED.map(
  ([table, kind, column, events]) => `DROP TRIGGER IF EXISTS ecsign_caller_changed ON ${table};
CREATE TRIGGER ecsign_caller_changed AFTER ${events} ON ${table}
  FOR EACH ROW EXECUTE FUNCTION ecsign_caller_changed('${kind}', '${column}');`,
).join('\n')}`;

export class CallerNotifications {
  readonly cache: CallerCache;
  private listening: Listening | undefined;
  private stopped = false;
  private readonly process = randomUUID();
  private nextBarrier = 0;
  private readonly barriers = new Map<string, () => void>();
  private current: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  constructor(
    private readonly context: AppContext,
    capacity: number,
  ) {
    this.cache = new CallerCache(capacity);
  }

  /** Serving from memory is allowed only while the listener is up. */
  get live(): boolean {
    return this.listening !== undefined;
  }

  async start(): Promise<void> {
    await this.context.database.transaction((tx) => tx.exec(INSTALL_TRIGGERS));
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const listening = this.listening;
    this.down();
    await listening?.stop();
  }

  /** Resolves once every change committed before this call has been applied to the cache. */
  sync(): Promise<void> {
    if (!this.current) {
      this.current = this.barrier().finally(() => (this.current = undefined));
      return this.current;
    }
    // The barrier in flight may have been sent before this call: wait for the one after it.
    this.queued ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.sync();
      });
    return this.queued;
  }

  private async barrier(): Promise<void> {
    if (!this.live) throw new Error('caller notifications are down');
    const id = `B:${this.process}:${++this.nextBarrier}`;
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<void>((resolve, reject) => {
      this.barriers.set(id, resolve);
      timer = setTimeout(() => reject(new Error('caller notification barrier timed out')), BARRIER_TIMEOUT_MS);
    });
    try {
      await this.context.database.query('SELECT pg_notify($1, $2)', [CHANNEL, id]);
      await back;
    } finally {
      clearTimeout(timer);
      this.barriers.delete(id);
    }
  }

  private onMessage(payload: string): void {
    if (payload.startsWith('B:')) {
      this.barriers.get(payload)?.();
      return;
    }
    this.cache.invalidate(payload);
  }

  private down(): void {
    this.listening = undefined;
    this.cache.clear();
  }

  private async connect(): Promise<void> {
    const { database } = this.context;
    if (this.stopped) return;
    try {
      const listening = await database.listen(
        CHANNEL,
        (payload) => this.onMessage(payload),
        () => {
          this.down();
          this.reconnectLater();
        },
      );
      if (this.stopped) return void (await listening.stop());
      // Whatever was kept before may have missed messages while nobody listened.
      this.cache.clear();
      this.listening = listening;
    } catch {
      this.reconnectLater();
    }
  }

  private reconnectLater(): void {
    if (this.stopped) return;
    setTimeout(() => void this.connect(), RECONNECT_MS).unref();
  }
}

/** Starts the process's caller cache when configured (CALLER_CACHE_ENTRIES > 0). */
export async function installCallerCache(context: AppContext): Promise<CallerNotifications | undefined> {
  const capacity = context.config.CALLER_CACHE_ENTRIES;
  if (capacity <= 0) return undefined;
  const notifications = new CallerNotifications(context, capacity);
  await notifications.start();
  context.services.callerCache = notifications;
  return notifications;
}
