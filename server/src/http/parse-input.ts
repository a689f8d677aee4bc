// Checks a request part against its schema from core/model; bad input becomes a catalogue error
// with the failing fields listed, never a crash. A broken text rule (core/validation/safe-text.ts)
// gets its own code so the user reads what to fix; anything else is BAD_REQUEST.
import { AppError, type TErrorCode } from '@ecsign/core/errors';
import type { z } from 'zod';

/** Text-rule failures by the issue message safeText gives, the most telling first. */
const TEXT_RULE_CODES: readonly [string, TErrorCode][] = [
  ['UNSAFE_CHARACTERS', 'TEXT_UNSAFE_CHARACTERS'],
  ['INVISIBLE_ONLY', 'TEXT_INVISIBLE_ONLY'],
  ['TOO_LONG', 'TEXT_TOO_LONG'],
];

export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const messages = new Set(parsed.error.issues.map((issue) => issue.message));
  // Unsafe characters are always named; a length or visibility code only when nothing else is wrong.
  const onlyTextRule = [...messages].every((message) => TEXT_RULE_CODES.some(([failure]) => failure === message));
  const code = messages.has('UNSAFE_CHARACTERS')
    ? 'TEXT_UNSAFE_CHARACTERS'
    : (onlyTextRule && TEXT_RULE_CODES.find(([message]) => messages.has(message))?.[1]) || 'BAD_REQUEST';
  throw new AppError(code, {
    internal: parsed.error.message,
    details: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}
