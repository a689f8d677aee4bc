// Helpers that tests of every package share (no production code imports this entry).
export { issueTestSigner, type IssueTestSignerOptions, type TestSigner } from './issue-test-signer';
export { findUnruledText } from './find-unruled-text';
