// Personal signatures and enterprise seals: the seal library, the log of every seal
// use, and the short-lived links that let a phone draw a signature for the desktop. Images live in
// the blob store; a generated seal may have no image yet (the demo seeds) — its image is drawn
// from kind, text and style on first use and cached. The use log keeps the seal's name, not a
// foreign key, so it outlives a deleted signature.
export const name = '0007-seals';
export const sql = /* sql */ `
CREATE TABLE seals (
  id text PRIMARY KEY,
  owner_type text NOT NULL CHECK (owner_type IN ('PERSON', 'ENTERPRISE')),
  user_id text REFERENCES users(id) ON DELETE CASCADE,
  enterprise_id text REFERENCES enterprises(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('SIGNATURE', 'PERSONAL_SEAL', 'OFFICIAL', 'CONTRACT', 'HR', 'FINANCE', 'LEGAL_REPRESENTATIVE')),
  source text NOT NULL CHECK (source IN ('DRAWN', 'UPLOADED', 'GENERATED')),
  style text CHECK (style IN ('REGULAR', 'BOLD', 'SLANTED', 'SEAL')),
  name text NOT NULL,
  seal_text text,
  status text NOT NULL DEFAULT 'ENABLE' CHECK (status IN ('ENABLE', 'DISABLE')),
  is_default boolean NOT NULL DEFAULT false,
  png_key text,
  svg_key text,
  width_mm double precision NOT NULL CHECK (width_mm > 0),
  height_mm double precision NOT NULL CHECK (height_mm > 0),
  created_by_user_id text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((owner_type = 'PERSON' AND user_id IS NOT NULL AND enterprise_id IS NULL)
      OR (owner_type = 'ENTERPRISE' AND enterprise_id IS NOT NULL AND user_id IS NULL)),
  CHECK ((owner_type = 'PERSON') = (kind IN ('SIGNATURE', 'PERSONAL_SEAL'))),
  CHECK (png_key IS NOT NULL OR (source = 'GENERATED' AND seal_text IS NOT NULL))
);
CREATE UNIQUE INDEX seals_one_handwritten ON seals (user_id) WHERE source = 'DRAWN';
CREATE UNIQUE INDEX seals_one_default ON seals (user_id) WHERE is_default;
CREATE UNIQUE INDEX seals_enterprise_name ON seals (enterprise_id, name) WHERE owner_type = 'ENTERPRISE';

CREATE TABLE seal_uses (
  id text PRIMARY KEY,
  seal_id text NOT NULL,
  seal_name text NOT NULL,
  owner_type text NOT NULL CHECK (owner_type IN ('PERSON', 'ENTERPRISE')),
  enterprise_id text,
  account_id text NOT NULL,
  user_id text NOT NULL,
  plan_id text NOT NULL,
  document_id text NOT NULL,
  used_at timestamptz NOT NULL
);
CREATE INDEX seal_uses_by_enterprise ON seal_uses (enterprise_id, used_at DESC);
CREATE INDEX seal_uses_by_user ON seal_uses (user_id, used_at DESC);
CREATE INDEX seal_uses_by_seal ON seal_uses (seal_id, used_at DESC);

CREATE TABLE signature_links (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  replace_drawn boolean NOT NULL DEFAULT false,
  seal_id text,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
