// The spinner `ecsign verify` shows on standard error while files are checked — only when that is
// a terminal (io.progressStream is set then), so pipes and CI logs stay clean. ora is loaded only
// then: a CI run does not pay for it at start-up.
import type * as OraModule from 'ora';
import { importPackage } from '../import-package';

export interface Progress {
  update(text: string): void;
  stop(): void;
}

const SILENT: Progress = { update: () => undefined, stop: () => undefined };

export async function startProgress(stream: NodeJS.WriteStream | undefined, text: string): Promise<Progress> {
  // A terminal that reports no width (a pty nobody sized) makes ora clear lines forever.
  if (!stream?.columns) return SILENT;
  const { default: ora } = await importPackage<typeof OraModule>('ora');
  // discardStdin would put standard input into raw mode; nothing is read from it here.
  const spinner = ora({ stream, text, discardStdin: false }).start();
  return {
    update: (next) => {
      spinner.text = next;
    },
    stop: () => spinner.stop(),
  };
}
