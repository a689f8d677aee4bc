// Certificate serial numbers: 16 random octets with the top bit clear (positive, within RFC 5280's
// 20 octets), stored as 32 lower-case hex digits — the form the pending issuer reserved them in.
import { randomBytes } from 'node:crypto';

export function newSerialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = bytes[0]! & 0x7f;
  return bytes.toString('hex');
}

/** The stored form of a serial read from a certificate, a CRL or an OCSP request. */
export function serialKey(serial: bigint): string {
  return serial.toString(16).padStart(32, '0');
}

/** A serial as people type it (hex, any case, colons or spaces, with or without leading zeros); undefined when not one. */
export function parseSerialText(text: string): bigint | undefined {
  const hex = text.trim().replace(/^0x/i, '').replace(/[:\s]/g, '');
  if (!/^[0-9a-fA-F]{1,40}$/.test(hex)) return undefined;
  return BigInt(`0x${hex}`);
}
