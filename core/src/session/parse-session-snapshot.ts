// Reads a session snapshot from anything (a stored copy, a message from another context, a
// tampered value): each well-formed part is kept, each malformed part dropped, nothing throws.
import { parseSessionPart } from './parse-session-part';
import { SESSION_PART_NAMES, type TSessionSnapshot } from './session-parts';

export function parseSessionSnapshot(value: unknown): TSessionSnapshot {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const source = value as Record<string, unknown>;
  const snapshot: Record<string, unknown> = {};
  for (const part of SESSION_PART_NAMES) {
    const parsed = Object.hasOwn(source, part) ? parseSessionPart(part, source[part]) : undefined;
    if (parsed !== undefined) snapshot[part] = parsed;
  }
  return snapshot as TSessionSnapshot;
}
