// The signer the crash test kills (bundled and started by crash-and-recovery.test.ts): takes the
// signing lock of plan HOLDER_PLAN_ID on the database HOLDER_DATABASE_URL exactly as a signing
// request does, prints "held", and stays there until it is killed.
import { parseConfig } from '../../../config';
import { openDatabase } from '../../../db/open-database';
import { acquireSigningLease } from '../signing-lease';
import { createAppContext } from '../../../context';

const database = await openDatabase(process.env.HOLDER_DATABASE_URL!);
const context = createAppContext({ config: parseConfig({ LOG_LEVEL: 'silent' }), database, now: () => new Date() });
await acquireSigningLease(context, process.env.HOLDER_PLAN_ID!);
process.stdout.write('held\n');
setInterval(() => undefined, 60_000);
