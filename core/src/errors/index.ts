export * from './catalogue';
export * from './app-error';
export { ERROR_GROUPS, type ErrorGroup, type TErrorGroupId } from './error-groups';
