// `ecsign verify --jobs <n>`: how many threads check files, the main thread included. Apart from
// commander (parse-jobs.ts), so that the plain command line (plain-verify-line.ts) reads it alike.
export const MAX_JOBS = 64;

/** The number of threads `value` asks for, or undefined when it is not a whole number from 1 to MAX_JOBS. */
export function readJobs(value: string): number | undefined {
  const jobs = Number(value);
  return /^\d+$/.test(value) && jobs >= 1 && jobs <= MAX_JOBS ? jobs : undefined;
}
