// The benchmarks' contract document is the e2e tests' one (tests/support/contract-pdf.mjs); this
// path stays for the benchmark scripts that import it from here.
export { contractPdf } from '../../support/contract-pdf.mjs';
