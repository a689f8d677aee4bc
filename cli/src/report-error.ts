// The one place that turns a failure into a message and an exit code; commands only throw.
import { isAppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';
import { CliError, EXIT } from './cli-error';

export function reportError(error: unknown, language: TLanguage): { message: string; exitCode: number } {
  if (error instanceof CliError) return { message: error.message, exitCode: error.exitCode };
  if (isAppError(error)) {
    const exitCode =
      error.code === 'NETWORK_REQUEST_FAILED'
        ? EXIT.unreachable
        : error.code === 'SESSION_EXPIRED'
          ? EXIT.unauthenticated
          : EXIT.failure;
    const status = error.status > 0 ? ` (${error.status})` : '';
    return { message: `${error.userMessage(language)}${status}`, exitCode };
  }
  const code = (error as { code?: string }).code;
  if (typeof code === 'string' && code.startsWith('commander.')) {
    return { message: (error as Error).message, exitCode: EXIT.usage };
  }
  return { message: `unexpected error: ${(error as Error)?.message ?? String(error)}`, exitCode: EXIT.failure };
}
