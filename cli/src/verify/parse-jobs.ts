// `ecsign verify --jobs <n>` for commander (add-verify-command.ts): a usage error for a value
// read-jobs.ts refuses.
import { InvalidArgumentError } from 'commander';
import { MAX_JOBS, readJobs } from './read-jobs';

export function parseJobs(value: string): number {
  const jobs = readJobs(value);
  if (jobs === undefined) throw new InvalidArgumentError(`a whole number from 1 to ${MAX_JOBS}`);
  return jobs;
}
