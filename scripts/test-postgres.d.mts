// Types of test-postgres.mjs for the TypeScript that calls it (tests/e2e/two-servers.test.ts).

export type TestPostgres =
  { url: string; skipped?: undefined; stop(): void } | { skipped: string; url?: undefined; stop?: undefined };

/** Starts a throw-away cluster; `skipped` says why when PostgreSQL is not installed. */
export function startTestPostgres(): Promise<TestPostgres>;
