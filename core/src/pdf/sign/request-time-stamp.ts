// Calls the injected time-stamper and checks its answer before it goes into a signature: a token
// over some other imprint would make the signature (or the document time-stamp) invalid, and the
// person should hear "the TSA failed", not "your signature is broken", so both become
// PDF_TIMESTAMP_FAILED.
import { AppError, isAppError } from '../../errors/app-error';
import { bytesEqual } from '../asn1/bytes-equal';
import { digestAlgorithmFromOid } from '../crypto/digest-algorithms';
import { parseTimeStampToken } from '../cms/parse-signed-data';
import type { TimeStampToken } from '../cms/types';
import type { TimeStampImprint, TimeStamper } from './types';

export interface ReceivedTimeStamp {
  readonly der: Uint8Array;
  readonly token: TimeStampToken;
}

export async function requestTimeStamp(
  timeStamper: TimeStamper,
  imprint: TimeStampImprint,
): Promise<ReceivedTimeStamp> {
  let der: Uint8Array;
  try {
    der = await timeStamper(imprint);
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError('PDF_TIMESTAMP_FAILED', {
      internal: `time-stamper failed: ${(error as Error).message}`,
      cause: error,
    });
  }
  let token: TimeStampToken;
  try {
    token = parseTimeStampToken(der);
  } catch (error) {
    throw new AppError('PDF_TIMESTAMP_FAILED', {
      internal: `unreadable time-stamp token: ${(error as Error).message}`,
    });
  }
  const { hashAlgorithm, hashedMessage } = token.tstInfo.messageImprint;
  if (
    digestAlgorithmFromOid(hashAlgorithm.oid) !== imprint.digestAlgorithm ||
    !bytesEqual(hashedMessage, imprint.digest)
  ) {
    throw new AppError('PDF_TIMESTAMP_FAILED', { internal: 'the time-stamp token covers a different imprint' });
  }
  return { der, token };
}
