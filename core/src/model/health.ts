import { z } from 'zod';

/**
 * GET health: what a load balancer or a newcomer checks first. db: the server's own PostgreSQL in
 * its data folder (embedded), or the one DATABASE_URL names (postgres).
 */
export const ZHealth = z.object({ version: z.string(), db: z.enum(['embedded', 'postgres']) });
export type THealth = z.infer<typeof ZHealth>;
