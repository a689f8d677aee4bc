// The server modules whose routes are not yet mounted from declarations of @ecsign/core/endpoints.
// This list only shrinks: declare a module's endpoints (core/src/endpoints/<module>.ts), mount them
// with mountEndpoint, move its clients to `api.call(endpoints.x.y, input)`, then delete its line.
// endpoint-declarations.test.ts fails for an undeclared route of a module not listed here, and for
// a listed module that has no undeclared route left.
export const MODULES_NOT_YET_DECLARED: readonly string[] = [
  'contacts',
  'file-verify',
  'help',
  'hr-batches',
  'open-api',
  'pki',
  'processes',
  'seals',
];
