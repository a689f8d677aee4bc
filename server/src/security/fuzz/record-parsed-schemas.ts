// Learns each route's request schemas from the running server: imported (for its side effect)
// before the app is built, it wraps `parseInput` so every schema a handler checks a request part
// against is recorded with the value it was given. The fuzzer sends one probe per route and reads
// here which schema checked which part, then builds its mutations from those schemas.
import type * as ParseInputModule from '../../http/parse-input';
import type { z } from 'zod';
import { vi } from 'vitest';

export interface ParsedPart {
  schema: z.ZodType;
  value: unknown;
}

/** Every call since the last `takeParsedParts()`. */
const parsed: ParsedPart[] = [];

export function takeParsedParts(): ParsedPart[] {
  return parsed.splice(0, parsed.length);
}

vi.mock('../../http/parse-input', async (importOriginal) => {
  const actual = await importOriginal<typeof ParseInputModule>();
  return {
    ...actual,
    parseInput: (schema: z.ZodType, value: unknown) => {
      parsed.push({ schema, value });
      return actual.parseInput(schema, value);
    },
  };
});
