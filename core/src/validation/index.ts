// @ecsign/core/validation: the product's input rules (spec's V- and K- items) as pure functions returning
// machine codes, and zod schemas built from them for the server and the clients.
export * from './constants';
export type * from './types';
export * from './measure-length';
export * from './validate-password';
export * from './strip-whitespace';
export * from './sanitize-search-input';
export * from './validate-revoke-reason';
export * from './validate-attachments';
export * from './parse-captcha-code';
export * from './compute-id-card-check-digit';
export * from './parse-id-card-number';
export * from './compute-credit-code-check-char';
export * from './parse-credit-code';
export * from './is-mobile';
export * from './is-email';
export * from './amount-in-chinese-capitals';
export * from './schemas';
export * from './safe-text';
