// `ecsign verify --jobs <n>`: how many threads check files, the main thread included.
import { InvalidArgumentError } from 'commander';

export const MAX_JOBS = 64;

export function parseJobs(value: string): number {
  const jobs = Number(value);
  if (!/^\d+$/.test(value) || jobs < 1 || jobs > MAX_JOBS) {
    throw new InvalidArgumentError(`a whole number from 1 to ${MAX_JOBS}`);
  }
  return jobs;
}
