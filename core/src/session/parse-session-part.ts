// Checks one decoded session value against its part's schema; anything malformed is absent.
import { SESSION_PARTS, type TSessionPartName, type TSessionParts } from './session-parts';

export function parseSessionPart<K extends TSessionPartName>(part: K, value: unknown): TSessionParts[K] | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = SESSION_PARTS[part].schema.safeParse(value);
  return parsed.success ? (parsed.data as TSessionParts[K]) : undefined;
}
