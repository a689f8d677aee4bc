// The kept seal appearance (reuse-appearance.ts): reused only for the same seal, font, look and
// object numbers; anything else builds afresh with the document's own numbers.
import { describe, expect, it } from 'vitest';
import { PdfDict } from '../../parse/model/pdf-dict';
import { PdfRef } from '../../parse/model/pdf-ref';
import type { PdfValue } from '../../parse/model/pdf-value';
import { makePng, twoToneSeal } from '../testing/make-png.fixture';
import type { AppearanceOptions } from '../types';
import { reuseAppearance } from './reuse-appearance';

/** A document's allocator from `first` on, and the numbers it handed out. */
function numbersFrom(first: number) {
  const handed: number[] = [];
  let next = first;
  return {
    handed,
    allocate: () => {
      handed.push(next);
      return new PdfRef(next++, 0);
    },
  };
}

/** Every object number an appearance refers to, in its stream's dictionary and its objects. */
function referredNumbers(value: PdfValue | { dict: PdfDict }, into: number[] = []): number[] {
  if (value instanceof PdfRef) into.push(value.num);
  else if (Array.isArray(value)) value.forEach((item) => referredNumbers(item, into));
  else if (value instanceof PdfDict) for (const [, item] of value.entries()) referredNumbers(item, into);
  else if (value && typeof value === 'object' && 'dict' in value) referredNumbers(value.dict, into);
  return into;
}

function build(first: number, appearance: AppearanceOptions, size = 120) {
  const numbers = numbersFrom(first);
  const built = reuseAppearance({ appearance, width: size, height: size, rotate: 0, allocate: numbers.allocate });
  return { built, handed: numbers.handed };
}

describe('reuseAppearance', () => {
  const seal = twoToneSeal(48);
  const look: AppearanceOptions = { image: seal, text: ['ACME Ltd', '2026-11-26'] };

  it('gives the kept objects back when the same seal and look get the same numbers', () => {
    const first = build(10, look);
    const second = build(10, look);
    expect(second.built).toBe(first.built);
    expect(second.handed).toEqual(first.handed);
    expect(first.handed.length).toBeGreaterThan(0);
  });

  it('builds afresh, with the document’s own numbers, when the numbers differ', () => {
    const kept = build(30, look);
    const other = build(70, look);
    expect(other.built).not.toBe(kept.built);
    expect(other.handed).toEqual(kept.handed.map((n) => n + 40));
    const refs = [other.built.stream, ...other.built.objects.map((o) => o.value as PdfValue)].flatMap((v) =>
      referredNumbers(v as PdfValue),
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const num of refs) expect(other.handed).toContain(num);
    for (const object of other.built.objects) expect(other.handed).toContain(object.ref.num);
  });

  it('keeps each numbering when documents of two sizes alternate', () => {
    const small = build(200, look);
    const large = build(300, look);
    expect(build(200, look).built).toBe(small.built);
    expect(build(300, look).built).toBe(large.built);
  });

  it('builds afresh for other text, another size or another seal', () => {
    const kept = build(100, look);
    expect(build(100, { ...look, text: ['ACME Ltd', '2026-11-27'] }).built).not.toBe(kept.built);
    expect(build(100, look, 90).built).not.toBe(kept.built);
    const otherSeal = makePng({ width: 8, height: 8, colorType: 6, sample: () => [0, 0, 255, 255] });
    expect(build(100, { ...look, image: otherSeal }).built).not.toBe(kept.built);
    // …and the first look is still kept beside them.
    expect(build(100, look).built).toBe(kept.built);
  });

  it('always builds invisible and text-only appearances', () => {
    const textOnly = { text: ['ACME Ltd'] };
    expect(build(5, textOnly).built).not.toBe(build(5, textOnly).built);
  });
});
