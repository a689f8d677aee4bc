// A TCP port nobody listens on at 127.0.0.1 right now, for the embedded cluster: a fixed port
// would clash with a PostgreSQL already on this machine, or with a second data folder.
import { createServer } from 'node:net';

export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
