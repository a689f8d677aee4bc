// A live server's share of the data-folder lock, for data-dir-lock.test.ts (bundled and started by
// it): takes the lock of HOLDER_DATA_DIR as the server does, prints "held", and waits to be killed.
import { acquireDataDirLock } from '../data-dir-lock';

acquireDataDirLock(process.env.HOLDER_DATA_DIR!);
process.stdout.write('held\n');
setInterval(() => undefined, 60_000);
