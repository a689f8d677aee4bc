// The inbox key of a party invited by mobile number (I:<mobile>) until a person with that number
// has an account; then the party takes the person's own key (bind-invited-parties.ts).
export const INVITED_KEY_PREFIX = 'I:';

export const invitedKey = (mobile: string) => `${INVITED_KEY_PREFIX}${mobile}`;

export const isInvitedKey = (partyKey: string) => partyKey.startsWith(INVITED_KEY_PREFIX);
