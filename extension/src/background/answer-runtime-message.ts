// What the service worker answers to messages from the popup and, later, content scripts.
// `ping` tells a caller the worker is alive and which version of the extension it runs.

export interface TPingReply {
  type: 'pong';
  version: string;
}

/** The reply to `message`, or undefined when the worker does not handle it. */
export function answerRuntimeMessage(message: unknown, version: string): TPingReply | undefined {
  if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ping') {
    return { type: 'pong', version };
  }
  return undefined;
}
