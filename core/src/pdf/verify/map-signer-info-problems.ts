// The CMS layer's problem codes in the validator's vocabulary (problem-codes.ts): several CMS
// details become one thing a person can act on (any unusable signature algorithm is
// 'signature-algorithm-unsupported'), and a message digest mismatch is the document's change.
import type { SignerInfoProblem } from '../cms/signer-info-verification';
import type { SignatureProblem } from './problem-codes';

const MAP: Readonly<Record<SignerInfoProblem, SignatureProblem>> = {
  'signer-certificate-missing': 'signer-certificate-missing',
  'certificate-malformed': 'cms-element-malformed',
  'digest-algorithm-unsupported': 'digest-algorithm-unsupported',
  'digest-algorithm-unknown': 'digest-algorithm-invalid',
  'digest-algorithm-invalid': 'digest-algorithm-invalid',
  'signature-algorithm-unsupported': 'signature-algorithm-unsupported',
  'signature-algorithm-unknown': 'signature-algorithm-unsupported',
  'signature-algorithm-malformed': 'signature-algorithm-unsupported',
  'algorithm-constraint': 'algorithm-constraint',
  'signer-key-mismatch': 'signer-key-mismatch',
  'content-type-missing': 'content-type-invalid',
  'content-type-mismatch': 'content-type-invalid',
  'message-digest-missing': 'message-digest-missing',
  'message-digest-mismatch': 'digest-mismatch',
  'signature-invalid': 'signature-invalid',
  'signing-certificate-mismatch': 'signing-certificate-mismatch',
  'signing-certificate-issuer-serial-mismatch': 'signing-certificate-issuer-serial-mismatch',
  'attribute-malformed': 'cms-element-malformed',
  'weak-digest-algorithm': 'weak-digest-algorithm',
};

export function mapSignerInfoProblems(problems: readonly SignerInfoProblem[]): SignatureProblem[] {
  return problems.map((p) => MAP[p]);
}
