// Many distinct callers for the list benchmarks, written by SQL after fill-plans.mjs: the first
// `people` of its signatories become users with a verified personal account (their inbox key
// `U:bench-person-<k>` is the one fill-plans gave their plans), and each of its enterprises'
// accounts (`bench-a-<k>`, the initiators) gets a member row; every one of them has a live session
// whose bearer token is known here (`bench-token-p<k>`, `bench-token-e<k>`), so no login — a
// memory-hard password hash each — is needed. Only the tokens' SHA-256 is stored, as
// session-tokens.ts does.

/** The bearer token of person k's session. */
export const personToken = (k) => `bench-token-p${k}`;
/** The bearer token of enterprise k's administrator's session. */
export const enterpriseToken = (k) => `bench-token-e${k}`;

const sha256Hex = (text) => `encode(sha256(convert_to(${text}, 'UTF8')), 'hex')`;

export async function seedCallers(exec, { people, enterprises, log = () => undefined }) {
  const steps = [
    `INSERT INTO users (id, username, name, password_hash)
       SELECT 'bench-person-' || k, 'bench_person_' || k, '签署人' || k, 'not-a-hash' FROM generate_series(0, ${people - 1}) AS k`,
    `INSERT INTO accounts (id, user_id, account_type, role, auth_status)
       SELECT 'bench-pa-' || k, 'bench-person-' || k, 'PERSONAL', 'PERSONAL', 'AUTH' FROM generate_series(0, ${people - 1}) AS k`,
    `INSERT INTO enterprise_members (account_id, enterprise_id)
       SELECT 'bench-a-' || k, 'bench-e-' || k FROM generate_series(0, ${enterprises - 1}) AS k`,
    `INSERT INTO sessions (id, user_id, active_account_id, access_token_hash, refresh_token_hash, client,
            access_expires_at, refresh_expires_at)
       SELECT 'bench-ps-' || k, 'bench-person-' || k, 'bench-pa-' || k,
              ${sha256Hex(`'${personToken('')}' || k`)}, ${sha256Hex(`'bench-refresh-p' || k`)}, 'web',
              now() + interval '1 day', now() + interval '2 days'
         FROM generate_series(0, ${people - 1}) AS k`,
    `INSERT INTO sessions (id, user_id, active_account_id, access_token_hash, refresh_token_hash, client,
            access_expires_at, refresh_expires_at)
       SELECT 'bench-es-' || k, 'bench-u-' || k, 'bench-a-' || k,
              ${sha256Hex(`'${enterpriseToken('')}' || k`)}, ${sha256Hex(`'bench-refresh-e' || k`)}, 'web',
              now() + interval '1 day', now() + interval '2 days'
         FROM generate_series(0, ${enterprises - 1}) AS k`,
    'ANALYZE users, accounts, enterprise_members, sessions',
  ];
  const started = Date.now();
  for (const sql of steps) await exec(sql);
  log(
    `  callers: ${people.toLocaleString('en')} people and ${enterprises.toLocaleString('en')} enterprise administrators with sessions, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
