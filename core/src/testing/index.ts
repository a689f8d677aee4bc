// Helpers that tests of every package share (no production code imports this entry).
export { issueTestSigner, type IssueTestSignerOptions, type TestSigner } from './issue-test-signer';
export { pdfBomb, pngBomb, xlsxBomb } from './decompression-bombs.fixture';
export { startCpuClock } from '../test-support/cpu-milliseconds.fixture';
export { findUnruledText } from './find-unruled-text';
