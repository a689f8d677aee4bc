// Removes a temporary folder however the run ends: normally (the returned function, or at exit),
// or by a signal at a prompt — Ctrl-C sent as a signal, a closed terminal (SIGHUP), `kill`
// (SIGTERM). A signal's default ending runs no JavaScript, so the folder (a captcha picture) would
// otherwise stay behind in the temporary folder.
import { rmSync } from 'node:fs';

const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Watches `folder` until the returned function removes it. */
export function removeWhenEnded(folder: string): () => void {
  const remove = () => rmSync(folder, { recursive: true, force: true });
  const onSignal = (signal: NodeJS.Signals) => {
    done();
    // Ended the way the signal would have ended it (exit status 128 + its number).
    process.kill(process.pid, signal);
  };
  function done() {
    process.off('exit', remove);
    for (const signal of ENDING_SIGNALS) process.off(signal, onSignal);
    remove();
  }
  process.on('exit', remove);
  for (const signal of ENDING_SIGNALS) process.on(signal, onSignal);
  return done;
}
