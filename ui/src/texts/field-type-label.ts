// The name of each contract field type (core's CONTRACT_FIELD_TYPES), one map for the portal's
// placement palette, signing page and contract summary and the extension popup's signing view.
import type { TContractFieldType } from '@ecsign/core/model';
import type { TMessageKey } from '@ecsign/core/i18n';

export const FIELD_TYPE_LABEL: Record<TContractFieldType, TMessageKey> = {
  SEAL: 'placeKindSeal',
  SIGNATURE: 'placeKindSignature',
  DATE: 'placeKindDate',
  TEXT: 'placeKindText',
  CHECKBOX: 'placeKindCheckbox',
  NAME: 'placeKindName',
  ID_NUMBER: 'placeKindIdNumber',
};
