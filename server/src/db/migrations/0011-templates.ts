// Contract templates, template groups, scenes, business types and signing processes.
// Template designs (fields, roles) are JSON checked by core/model's schemas and saved whole, so a
// design is never half-saved; the PDF bytes live in the blob store under file_key, written before
// the row that names them.
export const name = '0011-templates';
export const sql = /* sql */ `
CREATE TABLE template_groups (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX template_groups_name ON template_groups (enterprise_id, name);

CREATE TABLE contract_templates (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  group_id text REFERENCES template_groups(id) ON DELETE RESTRICT,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  source_type text NOT NULL CHECK (source_type IN ('PDF', 'WORD')),
  source_name text NOT NULL,
  file_key text NOT NULL,
  file_sha256 text NOT NULL,
  pages jsonb NOT NULL,
  fields jsonb NOT NULL DEFAULT '[]',
  roles jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'ENABLE', 'DISABLE')),
  version integer NOT NULL DEFAULT 1,
  created_by_account_id text NOT NULL REFERENCES accounts(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX contract_templates_name ON contract_templates (enterprise_id, name);
CREATE INDEX contract_templates_group ON contract_templates (group_id);

CREATE TABLE scenes (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  scene_type text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'DISABLE' CHECK (status IN ('ENABLE', 'DISABLE')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX scenes_type ON scenes (enterprise_id, scene_type);
CREATE UNIQUE INDEX scenes_name ON scenes (enterprise_id, name);

CREATE TABLE scene_templates (
  scene_id text NOT NULL REFERENCES scenes(id) ON DELETE CASCADE,
  template_id text NOT NULL REFERENCES contract_templates(id) ON DELETE RESTRICT,
  PRIMARY KEY (scene_id, template_id)
);
CREATE INDEX scene_templates_template ON scene_templates (template_id);

CREATE TABLE business_types (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  code text NOT NULL,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'ENABLE' CHECK (status IN ('ENABLE', 'DISABLE')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX business_types_code ON business_types (enterprise_id, code);
CREATE UNIQUE INDEX business_types_name ON business_types (enterprise_id, name);

CREATE TABLE signing_processes (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'ENABLE', 'DISABLE')),
  settings jsonb NOT NULL,
  notice_file_key text,
  notice_file_name text,
  created_by_account_id text NOT NULL REFERENCES accounts(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX signing_processes_name ON signing_processes (enterprise_id, name);
`;
