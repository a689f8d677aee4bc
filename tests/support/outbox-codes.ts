// The codes a server started with ECSIGN_SANDBOX_OUTBOX_API=1 "sent" by SMS, read back from its
// dev/outbox: each call answers the newest code for a number that no earlier call returned, so
// every step of a test reads the code it asked for.
import { ecapi } from './ecapi';

type TOutbox = { records: { id: string; scene: string | null; code: string | null }[] };

export function outboxCodes(serverUrl: string) {
  const used = new Set<string>();
  return {
    /** Waits (up to ~5 s) for a fresh code sent to `to`, for `scene` when given. */
    async next(to: string, scene?: string): Promise<string> {
      for (let tries = 0; tries < 50; tries++) {
        const { records } = await ecapi<TOutbox>(serverUrl, 'GET', `dev/outbox?to=${to}`);
        const fresh = records.find(
          (record) => record.code && !used.has(record.id) && (scene === undefined || record.scene === scene),
        );
        if (fresh?.code) {
          used.add(fresh.id);
          return fresh.code;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no ${scene ?? ''} code for ${to} in the outbox`);
    },
  };
}
