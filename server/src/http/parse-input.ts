// Checks a request part against its schema from core/model; bad input becomes a catalogue error
// with the failing fields listed, never a crash. A broken text rule (core/validation/safe-text.ts)
// gets its own code so the user reads what to fix; anything else is BAD_REQUEST.
import { AppError, type TErrorCode } from '@ecsign/core/errors';
import type { z } from 'zod';

/** A NUL byte, or a UTF-16 surrogate without its pair. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path of the first string (value or key) that no text column can store: PostgreSQL refuses
 * NUL bytes in text, and a lone surrogate has no UTF-8 form. Checked on every part before its
 * schema, so no field of any request reaches the database with one (V-other-bounds). Iterative:
 * a body nested thousands deep must not overflow the stack.
 */
function unstorableText(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length) {
    const [node, path] = pending.pop() as [unknown, string];
    if (typeof node === 'string') {
      if (UNSTORABLE.test(node)) return path;
    } else if (node && typeof node === 'object' && !ArrayBuffer.isView(node)) {
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** Text-rule failures by the issue message safeText gives, the most telling first. */
const TEXT_RULE_CODES: readonly [string, TErrorCode][] = [
  ['UNSAFE_CHARACTERS', 'TEXT_UNSAFE_CHARACTERS'],
  ['INVISIBLE_ONLY', 'TEXT_INVISIBLE_ONLY'],
  ['TOO_LONG', 'TEXT_TOO_LONG'],
];

export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const unstorable = unstorableText(value);
  if (unstorable !== undefined)
    throw new AppError('BAD_REQUEST', {
      internal: `NUL byte or lone surrogate in ${unstorable || 'the input'}`,
      details: [{ path: unstorable, message: 'contains a NUL byte or a lone surrogate' }],
    });
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
