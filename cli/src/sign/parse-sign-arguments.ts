// Commander argument parsers of `ecsign sign`: a page number and the seal's rectangle as a person
// measures it on the page they see (left, top, width, height in points from the top-left corner).
import { InvalidArgumentError } from 'commander';
import type { PdfRect } from '@ecsign/core/pdf';

export function parsePageNumber(value: string): number {
  const page = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(page) || page < 1) {
    throw new InvalidArgumentError('a page number: 1 for the first page');
  }
  return page;
}

export function parseDisplayRect(value: string): PdfRect {
  const parts = value.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  if (parts.length !== 4 || parts.some((part) => part === '') || numbers.some((n) => !Number.isFinite(n))) {
    throw new InvalidArgumentError('four numbers left,top,width,height in points, e.g. 380,650,150,150');
  }
  const [left, top, width, height] = numbers as [number, number, number, number];
  if (left < 0 || top < 0 || width <= 0 || height <= 0) {
    throw new InvalidArgumentError('left and top from 0, width and height above 0 (points)');
  }
  return [left, top, width, height];
}
