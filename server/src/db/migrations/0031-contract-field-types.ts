// Fields by type on contracts: a position is a seal, signature, date, text, check box, name or ID
// number field (core's CONTRACT_FIELD_TYPES), required or optional, with a label for what the
// signer is asked; the signer's text and check-box values are kept with it once signed (for the
// record of what the signed PDF shows). Positions written before keep their kind and are required,
// as they always were.
export const name = '0031-contract-field-types';
export const sql = /* sql */ `
ALTER TABLE contract_positions DROP CONSTRAINT contract_positions_kind_check;
ALTER TABLE contract_positions ADD CONSTRAINT contract_positions_kind_check
  CHECK (kind IN ('SEAL', 'SIGNATURE', 'DATE', 'TEXT', 'CHECKBOX', 'NAME', 'ID_NUMBER'));
ALTER TABLE contract_positions ADD COLUMN required boolean NOT NULL DEFAULT true;
ALTER TABLE contract_positions ADD COLUMN label text;
ALTER TABLE contract_positions ADD COLUMN filled_value text;
`;
