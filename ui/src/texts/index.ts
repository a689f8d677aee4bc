export { UiTextsProvider, useUiTexts, type UiTexts } from './ui-texts';
export { FIELD_TYPE_LABEL } from './field-type-label';
