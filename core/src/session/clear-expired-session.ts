// Spec item S-session-expired: on status 70000401 the login user, active user, enterprise auth info, button
// permissions and user extension info are cleared — and nothing else (the owner type stays, so
// the user is sent to the right login page; the language stays).
import type { SessionStore } from './create-session-store';
import { EXPIRED_SESSION_PARTS } from './session-parts';

export async function clearExpiredSession(store: Pick<SessionStore, 'remove'>): Promise<void> {
  await Promise.all(EXPIRED_SESSION_PARTS.map((part) => store.remove(part)));
}
