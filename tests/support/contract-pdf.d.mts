export function pagesPdf(streams: readonly string[]): Uint8Array;
export function contractPdf(): Uint8Array;
export function textPdf(lines: readonly string[]): Uint8Array;
