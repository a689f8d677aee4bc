// The reply envelope of every /ecapi call (spec item F-envelope; docs/architecture.md "API conventions").
import { z } from 'zod';

export const SUCCESS_STATUS = 200;

export const ZEnvelope = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.unknown().optional(),
});
export type TEnvelope<T = unknown> = { status: number; message: string; data?: T };

/** A page of a paged list (spec item F-page). */
export function zPage<T extends z.ZodType>(record: T) {
  return z.object({
    total: z.number().int().nonnegative(),
    records: z.array(record),
    current: z.number().int().min(1),
  });
}
export type TPage<T> = { total: number; records: T[]; current: number };

export const ZPageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/**
 * The paging a POST list also reads from its body, over the query's (`{ ...query, ...body }`):
 * the portal's paged lists send it in the query, scripts often in the body. No defaults here, so
 * that a body without paging leaves the query's.
 */
export const ZBodyPaging = z.object({
  current: ZPageQuery.shape.current.removeDefault().optional(),
  size: ZPageQuery.shape.size.removeDefault().optional(),
});
