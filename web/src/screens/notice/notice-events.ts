// The portal's notice screens tell the header's unread count to refresh at once (after reading,
// deleting, …) instead of waiting for its next poll.
export const NOTICES_CHANGED_EVENT = 'ecsign:notices-changed';
/** How often the header asks for the unread count. */
export const UNREAD_POLL_MS = 30_000;

export function announceNoticesChanged(): void {
  window.dispatchEvent(new Event(NOTICES_CHANGED_EVENT));
}
