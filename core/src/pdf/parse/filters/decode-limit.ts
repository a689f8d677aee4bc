// The most bytes one stream may decode to. A few kilobytes of Flate or LZW can expand to gigabytes
// (a "decompression bomb"); the reader decodes object streams, xref streams and DSS entries of files
// from anyone, so each decoder stops here and the stream reads as cut short (complete: false).
// 64 MiB holds an xref stream of about nine million objects.
export const MAX_DECODED_STREAM_BYTES = 64 * 1024 * 1024;
