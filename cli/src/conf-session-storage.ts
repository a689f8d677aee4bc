// core's SessionStorage over the CLI's `conf` file, so `ecsign` keeps its session between runs
// (the portal keeps it in sessionStorage, the extension in chrome.storage).
import type Conf from 'conf';
import type { SessionStorage } from '@ecsign/core/session';

type SessionFile = Conf<{ session?: Record<string, string> }>;

export function confSessionStorage(conf: SessionFile): SessionStorage {
  const read = () => conf.get('session') ?? {};
  return {
    async get(key) {
      return read()[key];
    },
    async set(key, value) {
      conf.set('session', { ...read(), [key]: value });
    },
    async remove(key) {
      const { [key]: _removed, ...rest } = read();
      conf.set('session', rest);
    },
  };
}
