export * from './request-options';
export * from './build-request';
export * from './interpret-reply';
export * from './create-api-client';
