export * from './language';
export * from './messages';
