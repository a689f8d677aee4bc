import { AppError } from '@ecsign/core/errors';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { CliError, EXIT } from './cli-error';
import { reportError } from './report-error';

describe('reportError', () => {
  it.each([
    [new CliError('no such file', EXIT.usage), 'en', 'no such file', EXIT.usage],
    [new AppError('NETWORK_REQUEST_FAILED'), 'en', 'Network request failed', EXIT.unreachable],
    [
      new AppError('SESSION_EXPIRED'),
      'en',
      'Your session has expired, please log in again (70000401); run `ecsign login`',
      EXIT.unauthenticated,
    ],
    [
      new AppError('SESSION_EXPIRED'),
      'zh',
      '登录已过期，请重新登录 (70000401)，请运行 ecsign login',
      EXIT.unauthenticated,
    ],
    [
      new AppError('PDF_TIMESTAMP_FAILED'),
      'en',
      'The time-stamp service is unavailable or returned an invalid time-stamp; try again later (74600009)',
      EXIT.unreachable,
    ],
    [new AppError('CERT_PIN_WRONG'), 'en', 'Wrong PIN for the certificate file (74300007)', EXIT.failure],
    [new AppError('WRONG_CREDENTIALS'), 'zh', '用户名或密码错误 (75000006)', EXIT.failure],
    [
      new CommanderError(1, 'commander.unknownCommand', "error: unknown command 'x'"),
      'en',
      "error: unknown command 'x'",
      EXIT.usage,
    ],
    [Object.assign(new Error('User force closed the prompt'), { name: 'ExitPromptError' }), 'en', 'Cancelled', 130],
    [new Error('boom'), 'en', 'unexpected error: boom', EXIT.failure],
  ] as const)('maps %o to a message and exit code', (error, language, message, exitCode) => {
    expect(reportError(error, language)).toEqual({ message, exitCode });
  });
});
