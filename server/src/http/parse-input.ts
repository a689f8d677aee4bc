// Checks a request part against its schema from core/model; bad input becomes BAD_REQUEST with
// the failing fields listed, never a crash.
import { AppError } from '@ecsign/core/errors';
import type { z } from 'zod';

export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  throw new AppError('BAD_REQUEST', {
    internal: parsed.error.message,
    details: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}
