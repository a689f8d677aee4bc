// The match pattern that grants the extension access to a server (chrome.permissions origins).
// Chrome patterns without a port match every port, so one grant covers the whole host.

export function hostAccessPattern(serverAddress: string): string {
  const url = new URL(serverAddress);
  return `${url.protocol}//${url.hostname}/*`;
}
