// The short reason of a failed file operation, as the operating system words it
// ("ENOENT: no such file or directory"), without the path the message already names.
export function fileErrorReason(error: unknown): string {
  const message = (error as Error)?.message ?? String(error);
  const code = (error as NodeJS.ErrnoException)?.code;
  return code && message.startsWith(`${code}:`) ? message.replace(/, \w+ '.*'$/s, '') : message;
}
