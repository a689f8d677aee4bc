// The callers of one server process, kept in memory by access-token hash (the
// caller statement was the one database round trip a cached contract list still made; without
// it the first page went from ~2,900 to ~15,600 req/s). Pure bookkeeping: what invalidates an
// entry arrives as messages from PostgreSQL triggers (caller-notifications.ts), which name the
// session, user, account, enterprise or inbox that changed.
import { callerInboxKey } from './caller-inbox-key';
import type { CallerRow } from './resolve-caller';

interface Entry {
  row: CallerRow;
  /** The session's access expiry, in ms: an entry is never served after it. */
  expiresAt: number;
}

export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  /** Raised by every invalidation: a row read from the database before one is not stored after it. */
  generation = 0;

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The caller of `tokenHash` while its session lasts (`nowMs`: the injected clock). */
  get(tokenHash: string, nowMs: number): CallerRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    this.entries.delete(tokenHash);
    if (entry.expiresAt <= nowMs) return undefined;
    this.entries.set(tokenHash, entry); // most recently used last
    return entry.row;
  }

  /** Keeps `row`, read when `generation` was current, unless something was invalidated since. */
  put(tokenHash: string, row: CallerRow, expiresAt: Date, generation: number): void {
    if (generation !== this.generation || this.capacity <= 0) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { row, expiresAt: expiresAt.getTime() });
  }

  /**
   * A trigger's message `KIND:key`: S a session's access-token hash, U a user, A an account's
   * membership, E an enterprise (its row, roles or members), I an inbox key. Anything else clears all.
   */
  invalidate(message: string): void {
    this.generation++;
    const at = message.indexOf(':');
    const kind = message.slice(0, at);
    const key = message.slice(at + 1);
    if (kind === 'S') {
      this.entries.delete(key);
      return;
    }
    const matches: Record<string, ((row: CallerRow) => boolean) | undefined> = {
      U: (row) => row.user_id === key,
      A: (row) => row.account_id === key,
      E: (row) => row.enterprise_id === key,
      I: (row) => callerInboxKey(row) === key,
    };
    const match = at > 0 ? matches[kind] : undefined;
    if (!match) {
      this.entries.clear();
      return;
    }
    for (const [hash, entry] of this.entries) if (match(entry.row)) this.entries.delete(hash);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
