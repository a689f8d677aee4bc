// Which page buttons the pager shows: never more than `pagerCount` numbers (spec item K-pager-count: 5), always
// the first and the last page, the current page among its neighbours, and dots for the gaps.
// (Mantine's own sibling/boundary rule shows six numbers near either end, hence this.)
import { PAGER_COUNT } from '@ecsign/core/model';

export type TPagerItem = number | 'dots-left' | 'dots-right';

export function computePagerItems(options: { page: number; pageCount: number; pagerCount?: number }): TPagerItem[] {
  const { pageCount } = options;
  const pagerCount = Math.max(5, options.pagerCount ?? PAGER_COUNT);
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(options.page, 1), pageCount);
  if (pageCount <= pagerCount) return range(1, pageCount);

  const half = Math.floor((pagerCount - 1) / 2);
  const dotsLeft = page > pagerCount - half;
  const dotsRight = page < pageCount - half;
  let middle: number[];
  if (dotsLeft && !dotsRight) middle = range(pageCount - (pagerCount - 2), pageCount - 1);
  else if (!dotsLeft && dotsRight) middle = range(2, pagerCount - 1);
  else middle = range(page - (Math.floor(pagerCount / 2) - 1), page + (Math.floor(pagerCount / 2) - 1));

  return [
    1,
    ...(dotsLeft ? ['dots-left' as const] : []),
    ...middle,
    ...(dotsRight ? ['dots-right' as const] : []),
    pageCount,
  ];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
