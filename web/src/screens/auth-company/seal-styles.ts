// The seal styles an enterprise may choose when it verifies (spec item F-ent-auth-seal); the seal
// itself is drawn from the verified name once the seal module makes it.
export const SEAL_STYLES = [
  { id: 'ROUND_STAR', key: 'sealStyleRoundStar' },
  { id: 'OVAL', key: 'sealStyleOval' },
  { id: 'ROUND_PLAIN', key: 'sealStyleRoundPlain' },
] as const;
