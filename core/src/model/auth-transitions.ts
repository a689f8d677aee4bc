// The real-name verification life cycle (spec item S-auth), the same for a person and for
// an enterprise. The spec names the seven statuses but not the moves between them; these are ours:
//
//   UNAUTH ─START→ AUTHING ─PASS→ AUTH ─REVOKE→ CANCELLED ─START→ AUTHING
//   AUTH ─REQUIRE_REAUTH→ WAIT_REAUTH ─START→ REAUTHING ─PASS→ AUTH
//   AUTHING | REAUTHING ─NEED_MATERIAL→ WAIT_MATERIAL ─PASS→ AUTH (a person's document settles it)
//   WAIT_MATERIAL ─MATERIAL_ACCEPTED→ AUTHING | REAUTHING (an enterprise still proves control)
//   an attempt that fails or is given up returns to UNAUTH (first verification) or WAIT_REAUTH
//   (re-verification); the attempt itself remembers which kind it is.
import type { TAuthStatus } from './auth';

export const AUTH_EVENTS = [
  'START',
  'PASS',
  'NEED_MATERIAL',
  'MATERIAL_ACCEPTED',
  'END',
  'REVOKE',
  'REQUIRE_REAUTH',
] as const;
export type TAuthEvent = (typeof AUTH_EVENTS)[number];

/** A first verification or a re-verification: decides where a failed or abandoned attempt returns. */
export type TAuthAttemptKind = 'AUTH' | 'REAUTH';

const IN_PROGRESS: readonly TAuthStatus[] = ['AUTHING', 'REAUTHING', 'WAIT_MATERIAL'];

/** The status after `event`, or null when the event is not allowed in `status`. */
export function nextAuthStatus(status: TAuthStatus, event: TAuthEvent, kind?: TAuthAttemptKind): TAuthStatus | null {
  switch (event) {
    case 'START':
      if (status === 'UNAUTH' || status === 'CANCELLED') return 'AUTHING';
      return status === 'WAIT_REAUTH' ? 'REAUTHING' : null;
    case 'PASS':
      return IN_PROGRESS.includes(status) ? 'AUTH' : null;
    case 'NEED_MATERIAL':
      return status === 'AUTHING' || status === 'REAUTHING' ? 'WAIT_MATERIAL' : null;
    case 'MATERIAL_ACCEPTED':
      if (status !== 'WAIT_MATERIAL') return null;
      return kind === 'REAUTH' ? 'REAUTHING' : 'AUTHING';
    case 'END':
      if (status === 'AUTHING') return 'UNAUTH';
      if (status === 'REAUTHING') return 'WAIT_REAUTH';
      if (status === 'WAIT_MATERIAL') return kind === 'REAUTH' ? 'WAIT_REAUTH' : 'UNAUTH';
      return null;
    case 'REVOKE':
      return status === 'AUTH' ? 'CANCELLED' : null;
    case 'REQUIRE_REAUTH':
      return status === 'AUTH' ? 'WAIT_REAUTH' : null;
  }
}

/** Whether an attempt is under way in this status (a second one may not start). */
export function isAuthInProgress(status: TAuthStatus): boolean {
  return IN_PROGRESS.includes(status);
}
