// Every problem the validator reports about a signature, and what each does to the bottom line.
// One table, so the bottom line, the CLI's exit code and the texts shown to people (problem-texts.ts)
// cannot drift apart. Effects, worst first: a placeholder is `unsigned`; bytes that changed are
// `tampered`; a signature that cannot be a correct signature is `invalid`; disallowed changes
// after signing are `modified`; a verdict that cannot be reached is `indeterminate`; a `warning`
// is shown but leaves the bottom line alone.

export type ProblemEffect = 'unsigned' | 'tampered' | 'invalid' | 'modified' | 'indeterminate' | 'warning';

export const SIGNATURE_PROBLEMS = {
  /** A signature field prepared for signing but never signed (placeholder /ByteRange or /Contents). */
  'signature-not-filled': 'unsigned',
  /** The signed bytes' digest differs from the one the signature holds: the document was changed. */
  'digest-mismatch': 'tampered',
  /** The signature value does not verify over the signed attributes: the signature was altered. */
  'signature-invalid': 'tampered',
  /** /ByteRange is not four non-negative integers in order starting at 0. */
  'byte-range-malformed': 'invalid',
  /** /ByteRange reaches past the end of the file. */
  'byte-range-outside-file': 'invalid',
  /** The gap /ByteRange leaves is not a hex string: unsigned bytes are hidden in it. */
  'byte-range-gap-not-contents': 'invalid',
  /** The gap is another string than this signature's /Contents. */
  'byte-range-not-own-contents': 'invalid',
  /** The signed bytes stop short of (or run past) the end of a revision. */
  'coverage-not-revision': 'invalid',
  /** /Contents is empty or all zeros although /ByteRange was filled in. */
  'contents-empty': 'invalid',
  /** /Contents is not a CMS signature (or RFC 3161 token) this validator can read. */
  'cms-malformed': 'invalid',
  /** A /SubFilter with no CMS this validator knows how to check (adbe.x509.rsa_sha1 …). */
  'sub-filter-unsupported': 'invalid',
  /** A detached SubFilter but the CMS encapsulates content (it signs something else). */
  'content-not-detached': 'invalid',
  /** adbe.pkcs7.sha1 without the encapsulated document digest. */
  'content-missing': 'invalid',
  'digest-algorithm-unsupported': 'invalid',
  /** An unknown OID, or a signature-algorithm OID, where the digest algorithm belongs. */
  'digest-algorithm-invalid': 'invalid',
  /** Unknown, unsupported or malformed signature algorithm (SHA-3 RSA, …). */
  'signature-algorithm-unsupported': 'invalid',
  /** The certificate's key cannot make this kind of signature. */
  'signer-key-mismatch': 'invalid',
  /** The content-type signed attribute is missing or names other content. */
  'content-type-invalid': 'invalid',
  /** Signed attributes without the message-digest attribute. */
  'message-digest-missing': 'invalid',
  /**
   * Objects written after the last %%EOF with no xref section or trailer: an incremental update in
   * disguise that no signature covers and a repairing viewer shows (incremental saving attack).
   */
  'objects-after-last-eof': 'invalid',
  /**
   * A certificate of the chain was revoked at or before the signing time, according to a CRL or
   * OCSP response the document carries (ETSI EN 319 102-1 REVOKED).
   */
  'certificate-revoked': 'invalid',
  /** A later revision makes changes the signature's permissions do not allow. */
  'modified-after-signing': 'modified',
  /** No certificate matches the signer identifier. */
  'signer-certificate-missing': 'indeterminate',
  /** Nothing signed names the certificate (no signed attributes) and no trusted chain vouches for it. */
  'signer-not-identified': 'indeterminate',
  /**
   * The ESS signing-certificate(-v2) hash names another certificate than the signer's: the
   * signature is bound to another certificate, so it is not intact, and who signed is not known.
   */
  'signing-certificate-mismatch': 'indeterminate',
  /** Its hash matches but its issuer and serial number name another certificate: likewise. */
  'signing-certificate-issuer-serial-mismatch': 'indeterminate',
  /** An algorithm combination its specification forbids (RFC 8419: Ed448 needs SHAKE256). */
  'algorithm-constraint': 'indeterminate',
  /** A certificate of the chain is issued by a certificate that is not a CA, or its signature fails. */
  'certificate-chain-broken': 'indeterminate',
  /** The signer certificate's key usage allows neither digitalSignature nor nonRepudiation. */
  'key-usage-not-signing': 'indeterminate',
  /**
   * A document time-stamp's message imprint is not the digest of the bytes it should cover (a
   * token copied from another document): the archival level is not reached.
   */
  'time-stamp-imprint-mismatch': 'indeterminate',
  /** A signature time-stamp does not verify (imprint, token signature, or structure). */
  'time-stamp-invalid': 'indeterminate',
  /** The time-stamp authority's certificate is not in the token (nor elsewhere in the file). */
  'time-stamp-signer-missing': 'indeterminate',
  /**
   * A certificate of the chain was revoked after the claimed signing time, and no time-stamp
   * proves the signature existed before that (REVOKED_NO_POE).
   */
  'certificate-revoked-no-poe': 'indeterminate',
  /** The chain ends without reaching a configured trust anchor. */
  'certificate-not-trusted': 'warning',
  /**
   * A certificate of the chain was not valid at the signing time (the time-stamp's, else the claimed
   * one). Like the anchor, validity periods are the trust axis (`trusted` is false), not integrity.
   */
  'certificate-not-valid-at-signing-time': 'warning',
  /** The signer certificate has expired since signing (valid when signed). */
  'certificate-expired-now': 'warning',
  /** A certificate of the chain was revoked after a time-stamp proves the signature existed. */
  'certificate-revoked-after-signing': 'warning',
  /**
   * Bytes other than white space after the last %%EOF: no signature covers them, though they hold
   * no object a viewer could read (pyHanko and EU DSS report such trailing data too).
   */
  'bytes-after-last-eof': 'warning',
  /** SHA-1 digest: collisions are practical. */
  'weak-digest-algorithm': 'warning',
  /** The signed attributes are not in DER order; strict verifiers (BouncyCastle, hence DSS) reject this. */
  'signed-attributes-not-der': 'warning',
  /** A signed attribute or a certificate in the CMS did not decode. */
  'cms-element-malformed': 'warning',
  /** CAdES without the ESS signing-certificate(-v2) attribute: not PAdES baseline. */
  'signing-certificate-attribute-missing': 'warning',
  /** The time-stamp authority does not chain to a trust anchor, or its certificate was not valid at genTime. */
  'time-stamp-not-trusted': 'warning',
  /** The TSA certificate lacks extended key usage id-kp-timeStamping (RFC 3161 §2.3). */
  'time-stamp-key-usage': 'warning',
  /** The document is encrypted with a broken cipher (RC4, or a 40-bit key): its secrecy is gone. */
  'encryption-weak': 'warning',
  /** The claimed signing time is later than the time-stamp that proves the signature existed. */
  'signing-time-after-time-stamp': 'warning',
} as const satisfies Record<string, ProblemEffect>;

export type SignatureProblem = keyof typeof SIGNATURE_PROBLEMS;

/** The effect of a problem on the bottom line. */
export function problemEffect(problem: SignatureProblem): ProblemEffect {
  return SIGNATURE_PROBLEMS[problem];
}
