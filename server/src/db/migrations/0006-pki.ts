// The platform PKI: the keystore (private keys sealed with AES-256-GCM under a key
// derived from PKI_MASTER_KEY), the CA hierarchy made on the first start, what the issuing CA
// adds to each subject certificate of 0005's subject_certificates (its key, DER and issuer), the
// cached CRLs, and the sequences that number CRLs and time-stamp tokens across server processes.
export const name = '0006-pki';
export const sql = /* sql */ `
CREATE TABLE pki_keystore (
  id text PRIMARY KEY CHECK (id = 'default'),
  kdf text NOT NULL,
  salt bytea NOT NULL,
  check_value bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE pki_keys (
  id text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('ROOT_CA', 'ISSUING_CA', 'OCSP', 'TSA', 'SUBJECT')),
  algorithm text NOT NULL CHECK (algorithm IN ('RSA-2048', 'RSA-3072', 'P-256', 'P-384', 'SM2')),
  public_key bytea NOT NULL,
  sealed_private_key bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE pki_authorities (
  id text PRIMARY KEY,
  hierarchy text NOT NULL CHECK (hierarchy IN ('DEFAULT', 'SM2')),
  role text NOT NULL CHECK (role IN ('ROOT', 'ISSUING', 'OCSP', 'TSA')),
  issuer_fingerprint text NOT NULL,
  fingerprint text NOT NULL UNIQUE,
  serial_number text NOT NULL,
  certificate_der bytea NOT NULL,
  key_id text NOT NULL REFERENCES pki_keys(id),
  not_before timestamptz NOT NULL,
  not_after timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX pki_authorities_one_ca ON pki_authorities (hierarchy, role) WHERE role IN ('ROOT', 'ISSUING');
CREATE INDEX pki_authorities_by_issuer ON pki_authorities (issuer_fingerprint, role, not_after);

CREATE TABLE pki_subject_certificates (
  certificate_id text PRIMARY KEY REFERENCES subject_certificates(id) ON DELETE CASCADE,
  issuer_fingerprint text NOT NULL,
  key_id text NOT NULL REFERENCES pki_keys(id),
  key_algorithm text NOT NULL CHECK (key_algorithm IN ('RSA-2048', 'P-256', 'SM2')),
  certificate_der bytea NOT NULL,
  not_before timestamptz NOT NULL,
  not_after timestamptz NOT NULL,
  revocation_reason text CHECK (revocation_reason IN ('unspecified', 'keyCompromise', 'cACompromise',
    'affiliationChanged', 'superseded', 'cessationOfOperation', 'certificateHold', 'privilegeWithdrawn'))
);
CREATE INDEX pki_subject_certificates_issuer ON pki_subject_certificates (issuer_fingerprint);

CREATE TABLE pki_crls (
  issuer_fingerprint text PRIMARY KEY,
  crl_number bigint NOT NULL,
  revoked_count integer NOT NULL,
  this_update timestamptz NOT NULL,
  next_update timestamptz NOT NULL,
  crl_der bytea NOT NULL
);

CREATE SEQUENCE pki_crl_number_seq;
CREATE SEQUENCE pki_tsa_serial_seq;
`;
