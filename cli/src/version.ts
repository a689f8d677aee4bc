declare const __ECSIGN_VERSION__: string | undefined;
export const CLI_VERSION: string = typeof __ECSIGN_VERSION__ === 'string' ? __ECSIGN_VERSION__ : '0.1.0-dev';
