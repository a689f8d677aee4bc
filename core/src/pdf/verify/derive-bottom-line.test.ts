import { describe, expect, it } from 'vitest';
import { deriveBottomLine, deriveDocumentBottomLine } from './derive-bottom-line';
import { SIGNATURE_PROBLEMS, type SignatureProblem } from './problem-codes';
import { BOTTOM_LINE_TEXTS, PROBLEM_TEXTS } from './problem-texts';

describe('deriveBottomLine', () => {
  it('is the worst effect among the problems; warnings leave it valid', () => {
    expect(deriveBottomLine([])).toBe('valid');
    expect(deriveBottomLine(['certificate-not-trusted', 'weak-digest-algorithm'])).toBe('valid');
    expect(deriveBottomLine(['certificate-chain-broken', 'modified-after-signing'])).toBe('modified');
    // A copied /ByteRange whose digest no longer matches is tampering, not merely malformed.
    expect(deriveBottomLine(['byte-range-not-own-contents', 'digest-mismatch'])).toBe('tampered');
    expect(deriveBottomLine(['signature-not-filled'])).toBe('unsigned');
  });

  it('gives a document the worst signature, ignoring placeholders', () => {
    expect(deriveDocumentBottomLine([])).toBe('unsigned');
    expect(deriveDocumentBottomLine(['unsigned', 'unsigned'])).toBe('unsigned');
    expect(deriveDocumentBottomLine(['unsigned', 'valid'])).toBe('valid');
    expect(deriveDocumentBottomLine(['valid', 'indeterminate', 'invalid'])).toBe('invalid');
    expect(deriveDocumentBottomLine(['tampered', 'invalid'])).toBe('tampered');
  });
});

describe('problem texts', () => {
  it('every problem code and bottom line has distinct zh, en and zh-TW texts', () => {
    const codes = Object.keys(SIGNATURE_PROBLEMS) as SignatureProblem[];
    expect(Object.keys(PROBLEM_TEXTS).sort()).toEqual([...codes].sort());
    for (const table of [PROBLEM_TEXTS, BOTTOM_LINE_TEXTS]) {
      for (const language of ['zh', 'en', 'zh-TW'] as const) {
        const texts = Object.values(table).map((t) => t[language]);
        expect(texts.every((t) => t.trim().length > 0)).toBe(true);
        expect(new Set(texts).size).toBe(texts.length);
      }
    }
  });
});
