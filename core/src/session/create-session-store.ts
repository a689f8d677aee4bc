// Typed access to the session over any SessionStorage. Values are stored as JSON under the keys
// of SESSION_PARTS. A missing, unparsable or ill-shaped value reads as absent (undefined): a
// damaged session must look logged out, not crash the page.
import { parseLanguage, type TLanguage } from '../i18n/language';
import { parseSessionPart } from './parse-session-part';
import {
  SESSION_PARTS,
  SESSION_PART_NAMES,
  type TSessionPartName,
  type TSessionParts,
  type TSessionSnapshot,
} from './session-parts';
import type { SessionStorage } from './session-storage';

export interface SessionStore {
  /** The stored part, or undefined when it is missing or malformed. */
  get<K extends TSessionPartName>(part: K): Promise<TSessionParts[K] | undefined>;
  /** Stores a part; throws (a ZodError) when `value` does not fit the part's schema, a programming error. */
  set<K extends TSessionPartName>(part: K, value: TSessionParts[K]): Promise<void>;
  remove(part: TSessionPartName): Promise<void>;
  /** Every stored, well-formed part at once — what the navigation guard decides on. */
  snapshot(): Promise<TSessionSnapshot>;
  /** The chosen language; zh when none (or a malformed one) is stored. */
  getLanguage(): Promise<TLanguage>;
  setLanguage(language: TLanguage): Promise<void>;
}

export function createSessionStore(storage: SessionStorage): SessionStore {
  async function get<K extends TSessionPartName>(part: K): Promise<TSessionParts[K] | undefined> {
    const raw = await storage.get(SESSION_PARTS[part].key);
    if (typeof raw !== 'string') return undefined;
    let decoded: unknown;
    try {
      decoded = JSON.parse(raw);
    } catch {
      return undefined;
    }
    return parseSessionPart(part, decoded);
  }

  async function set<K extends TSessionPartName>(part: K, value: TSessionParts[K]): Promise<void> {
    const checked: unknown = SESSION_PARTS[part].schema.parse(value);
    await storage.set(SESSION_PARTS[part].key, JSON.stringify(checked));
  }

  async function remove(part: TSessionPartName): Promise<void> {
    await storage.remove(SESSION_PARTS[part].key);
  }

  async function snapshot(): Promise<TSessionSnapshot> {
    const values = await Promise.all(SESSION_PART_NAMES.map((part) => get(part)));
    const result: Record<string, unknown> = {};
    SESSION_PART_NAMES.forEach((part, index) => {
      if (values[index] !== undefined) result[part] = values[index];
    });
    return result as TSessionSnapshot;
  }

  return {
    get,
    set,
    remove,
    snapshot,
    getLanguage: async () => parseLanguage(await get('language')),
    setLanguage: (language) => set('language', language),
  };
}
