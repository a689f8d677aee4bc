// Server test files that replace a module for the whole file (vi.mock, directly or through
// mock-fastify-routes.ts / record-parsed-schemas.ts). The `server` test project shares one module
// graph between the files a worker runs (vitest.config.ts: isolate false); these run in the
// `server-isolated` project instead, each in a fresh graph, so that a replacement neither leaks
// into other files nor misses a module another file loaded first.
// files-that-mock-modules.test.ts fails for a file that mocks and is not listed here.
export const SERVER_FILES_THAT_MOCK_MODULES = [
  'src/http/endpoint-declarations.test.ts',
  'src/http/request-schemas-text-rule.test.ts',
  'src/modules/auth/login-enumeration.test.ts',
  'src/modules/open-api/openapi-document.test.ts',
  'src/security/cross-enterprise-idor.test.ts',
  'src/security/route-authorization-matrix.test.ts',
  'src/security/route-fuzzer.test.ts',
];
