// Codes and their storage form for the picture captcha (spec item V-captcha-code: 4 characters, A–Z and 0–9).
import { createHash, randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: a person must be able to read it

export function newCaptchaCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Codes are compared case-insensitively and stored only as a hash. */
export function hashCaptchaCode(key: string, code: string): string {
  return createHash('sha256').update(`${key}:${code.trim().toUpperCase()}`).digest('hex');
}
