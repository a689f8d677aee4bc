export { UiTextsProvider, useUiTexts, type UiTexts } from './ui-texts';
