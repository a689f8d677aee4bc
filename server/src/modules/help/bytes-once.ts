// Bytes already in memory (the seeded user guide) as the one-chunk stream storeHelpItem reads.
export function bytesOnce(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  return (async function* () {
    yield bytes;
  })();
}
