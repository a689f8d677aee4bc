import { z } from 'zod';

/** GET health: what a load balancer or a newcomer checks first. */
export const ZHealth = z.object({ version: z.string(), db: z.enum(['pglite', 'postgres']) });
export type THealth = z.infer<typeof ZHealth>;
