// `ecsign … | head -1`: once the reader of a pipe has what it wanted it closes the pipe, and the
// next write fails with EPIPE. Nothing more can be shown anyway, so the run ends there, quietly,
// instead of with a stack trace of the failed write. The reader chose to stop, so that is no
// failure of the command: the exit status is one already decided, else 0 (under `set -o pipefail`
// a script is not stopped by a `| head`).
export function exitQuietlyOnClosedOutput(streams: readonly NodeJS.WriteStream[]): void {
  for (const stream of streams) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(process.exitCode ?? 0);
    });
  }
}
