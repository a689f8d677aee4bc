// Runs `items` through `lanes` — each lane takes the next item as soon as it is free — and answers
// the results in the items' order. `ecsign verify` has lanes of two kinds: slots on the main thread
// and worker threads, so a slow file on one does not hold up the others.
export type Lane<T, R> = (item: T, index: number) => Promise<R>;

export async function mapWithLanes<T, R>(items: readonly T[], lanes: readonly Lane<T, R>[]): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    lanes.map(async (lane) => {
      while (next < items.length) {
        const index = next++;
        results[index] = await lane(items[index]!, index);
      }
    }),
  );
  return results;
}
