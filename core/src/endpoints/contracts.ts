// The contract endpoints under /contract (server modules/contracts), in three files by what they
// serve: the plans (contract-plans.ts), signing (contract-signing.ts) and the files, the open
// verification and the open demo (contract-files.ts).
import { contractFiles } from './contract-files';
import { contractPlans } from './contract-plans';
import { contractSigning } from './contract-signing';

export const contracts = { ...contractPlans, ...contractSigning, ...contractFiles } as const;
