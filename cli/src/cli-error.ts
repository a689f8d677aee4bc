// Errors a command throws on purpose: a message for the person and the exit code for scripts.
export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  unreachable: 3,
  unauthenticated: 4,
  /** The person broke off a question (Ctrl+C), as shells report an interrupt. */
  cancelled: 130,
} as const;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failure,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
