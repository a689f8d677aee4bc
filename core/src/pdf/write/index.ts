// The PDF writer's public surface: serialise values and append incremental updates.
export { ByteWriter } from './byte-writer';
export { serializeValue, writeValue, type WrittenSpans } from './serialize-value';
export { writeIndirectObject } from './write-indirect-object';
export {
  appendIncrementalUpdate,
  type IncrementalUpdateOptions,
  type IncrementalUpdateResult,
} from './append-incremental-update';
export { nextObjectNumber } from './next-object-number';
export { createStream, type CreateStreamOptions } from './create-stream';
export { deflate, useDeflate, type Deflate } from './deflate';
export { PdfWriteError, type PdfWriteErrorCode } from './pdf-write-error';
