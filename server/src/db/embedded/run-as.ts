// Runs one of the PostgreSQL programs, as the postgres account when this process is root, with
// English messages (they end up in the server's own error output).
import { execFile } from 'node:child_process';
import type { PostgresAccount } from './postgres-account';

export function runAs(
  account: PostgresAccount | undefined,
  command: string,
  args: string[],
  cwd: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd, ...(account ?? {}), env: { ...process.env, LC_ALL: 'C', LANG: 'C' }, timeout: 120_000 },
      (error, stdout, stderr) => {
        if (error)
          reject(new Error(`${command.split('/').pop()} failed: ${(stderr || stdout || error.message).trim()}`));
        else resolve(stdout);
      },
    );
  });
}
