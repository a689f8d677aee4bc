// Limits of the contract module (spec items V-attachments, K-attachments for attachments; the rest are ours, documented here).
import { MAX_DOCUMENT_BYTES } from '@ecsign/core/model';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '@ecsign/core/validation';

// The document limit is core's: the upload endpoint's declaration refuses a larger body.
export { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_DOCUMENT_BYTES };
/**
 * How long a signer waits for another one signing the same plan before hearing 748; a signature
 * takes well under a second, and a dead signer's lock is gone as soon as its connection is.
 */
export const SIGNING_LOCK_WAIT_MS = 3_000;
/** Urging the same plan: at most this often. */
export const URGE_RULE = { bucket: 'contract-urge', limit: 1, windowMs: 10 * 60_000 } as const;
/** Deadlines and filter dates are local times of China. */
export const LOCAL_OFFSET = '+08:00';
