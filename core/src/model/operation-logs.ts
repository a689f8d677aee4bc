// The operation log: one row per write request to /ecapi — who (user and account), when,
// from where, which route and action, the target id the route names, and the outcome. Platform
// staff search and export all of it; an enterprise administrator only his enterprise's rows.
import { z } from 'zod';
import { ZId } from './field-shapes';
import { ZPageQuery, zPage } from './envelope';
import { safeText } from '../validation/safe-text';

/** Searches span at most 90 days (catalogue 62100002); without `from` they look back this far. */
export const OPERATION_LOG_MAX_RANGE_DAYS = 90;
/** An export holds at most this many rows, newest first; narrow the search for more. */
export const OPERATION_LOG_EXPORT_MAX_ROWS = 10_000;

export const OPERATION_OUTCOMES = ['SUCCESS', 'FAILURE'] as const;
export const ZOperationOutcome = z.enum(OPERATION_OUTCOMES);
export type TOperationOutcome = z.infer<typeof ZOperationOutcome>;

/** An instant with its zone (the portal sends `Date#toISOString()`), so no zone is guessed. */
const ZInstant = safeText({ max: 40 })
  .pipe(z.iso.datetime({ offset: true }))
  .transform((text) => new Date(text));

/** Text filters keep letters, digits, CJK and a few separators; a LIKE pattern is built from them. */
const ZFilterText = safeText({ max: 64 }).optional();

/** The filter of GET bc/assemble/operationlog/page and …/export. */
export const ZOperationLogFilter = z.object({
  /** Part of the actor's display name, or an exact user id. */
  user: ZFilterText,
  /** Part of the action name (e.g. `contact/save`). */
  action: ZFilterText,
  from: ZInstant.optional(),
  to: ZInstant.optional(),
  outcome: ZOperationOutcome.optional(),
  /** Platform staff may narrow to one enterprise; an enterprise administrator always sees his own. */
  enterpriseId: ZId.optional(),
});
export type TOperationLogFilter = z.infer<typeof ZOperationLogFilter>;
export type TOperationLogFilterInput = z.input<typeof ZOperationLogFilter>;

export const ZOperationLogQuery = ZOperationLogFilter.extend(ZPageQuery.shape);
export type TOperationLogQuery = z.infer<typeof ZOperationLogQuery>;
export type TOperationLogQueryInput = z.input<typeof ZOperationLogQuery>;

export const ZOperationLogRecord = z.object({
  id: z.string(),
  at: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  accountId: z.string().nullable(),
  enterpriseId: z.string().nullable(),
  enterpriseName: z.string().nullable(),
  method: z.string(),
  /** The route pattern, e.g. `/ecapi/cb/assemble/template/file/:id` (never the query string). */
  route: z.string(),
  action: z.string(),
  targetId: z.string().nullable(),
  httpStatus: z.number().int(),
  /** The envelope's status (200 = success); null when the reply was not an envelope. */
  status: z.number().int().nullable(),
  outcome: ZOperationOutcome,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type TOperationLogRecord = z.infer<typeof ZOperationLogRecord>;

export const ZOperationLogPage = zPage(ZOperationLogRecord);
export type TOperationLogPage = z.infer<typeof ZOperationLogPage>;
