// The setters an app calls at start-up to give core's PDF library the platform's native inflate,
// byte search and PBKDF2, on an entry of their own: importing them from '@ecsign/core/pdf' would load
// every module of the PDF library (node-forge and fflate's tables included) before the app knows
// whether this run reads a PDF at all — most of `ecsign --version`'s time.
export { usePlatformInflate, type PlatformInflate } from './parse/filters/use-platform-inflate';
export { usePlatformIndexOf, type PlatformIndexOf } from './parse/syntax/use-platform-index-of';
export { usePlatformPbkdf2, type PlatformPbkdf2 } from './x509/use-platform-pbkdf2';
