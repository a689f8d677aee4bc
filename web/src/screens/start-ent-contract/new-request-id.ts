// The id that makes a retried send or sign do its work once (ZRequestId: 8-64 letters, digits, -).
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}
