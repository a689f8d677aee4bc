// Runs `task` over `items` with at most `limit` of them under way, answering the results in the
// items' order. Each task is expected to settle on its own (verifyFile never rejects).
import { mapWithLanes } from './map-with-lanes';

export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  return mapWithLanes(
    items,
    Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, () => task),
  );
}
