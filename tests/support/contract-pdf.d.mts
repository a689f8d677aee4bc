export function pagesPdf(streams: readonly string[]): Uint8Array;
export function contractPdf(): Uint8Array;
