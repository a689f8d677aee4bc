// The PDF pages viewer and its helpers (see pdf-pages-viewer.tsx).
export { PdfPagesViewer, type PdfPagesViewerProps } from './pdf-pages-viewer';
export { FIELD_DRAG_TYPE } from './pdf-page-view';
export type { TOverlayBox } from './overlay-box';
export type { TPdfDocument } from './pdf-document';
export { loadPdfDocument, type PdfDocumentLoader } from './load-pdf-document';
export { searchPdfKeyword, type TKeywordHit } from './search-pdf-keyword';
export { findKeywordRects, type TTextItem } from './find-keyword-rects';
export * from './pdf-geometry';
export { usePdfBytes, type TPdfBytesState } from './use-pdf-bytes';
