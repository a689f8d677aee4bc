import { z } from 'zod';

/**
 * GET health: what a load balancer or a newcomer checks first. db: the server's own PostgreSQL in
 * its data folder (embedded), or the one DATABASE_URL names (postgres). state: `ok`, or
 * `degraded` while writes fail (reads still work) with each problem and since when; a degraded
 * server answers with the problem's own code (STORAGE_FULL, HTTP 507) and this as its data.
 */
export const ZHealthProblem = z.object({ code: z.literal('STORAGE_FULL'), since: z.string(), where: z.string() });
export const ZHealth = z.object({
  version: z.string(),
  db: z.enum(['embedded', 'postgres']),
  // Defaults for servers from before the state was reported.
  state: z.enum(['ok', 'degraded']).default('ok'),
  problems: z.array(ZHealthProblem).default([]),
});
export type THealth = z.infer<typeof ZHealth>;
