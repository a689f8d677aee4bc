// The one place that turns a failure into a message and an exit code; commands only throw.
import { isAppError } from '@ecsign/core/errors';
import { translate, type TLanguage } from '@ecsign/core/i18n';
import { CliError, EXIT } from './cli-error';

export function reportError(error: unknown, language: TLanguage): { message: string; exitCode: number } {
  if (error instanceof CliError) return { message: error.message, exitCode: error.exitCode };
  if (isAppError(error)) {
    const status = error.status > 0 ? ` (${error.status})` : '';
    const message = `${error.userMessage(language)}${status}`;
    // A service the command depends on failed (the server, a time-stamp authority): exit 3, retry later.
    if (error.code === 'NETWORK_REQUEST_FAILED' || error.code === 'PDF_TIMESTAMP_FAILED') {
      return { message, exitCode: EXIT.unreachable };
    }
    if (error.code === 'SESSION_EXPIRED') {
      const separator = language === 'en' ? '; ' : '，';
      return { message: `${message}${separator}${translate(language, 'cliRunLogin')}`, exitCode: EXIT.unauthenticated };
    }
    return { message, exitCode: EXIT.failure };
  }
  const code = (error as { code?: string }).code;
  if (typeof code === 'string' && code.startsWith('commander.')) {
    return { message: (error as Error).message, exitCode: EXIT.usage };
  }
  // @inquirer/prompts rejects with this when the person presses Ctrl+C at a question.
  if ((error as Error)?.name === 'ExitPromptError') {
    return { message: translate(language, 'cliCancelled'), exitCode: EXIT.cancelled };
  }
  return { message: `unexpected error: ${(error as Error)?.message ?? String(error)}`, exitCode: EXIT.failure };
}
