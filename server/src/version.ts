// The version reported by /ecapi/health, from the workspace's package.json at build time.
declare const __ECSIGN_VERSION__: string | undefined;
export const SERVER_VERSION: string = typeof __ECSIGN_VERSION__ === 'string' ? __ECSIGN_VERSION__ : '0.1.0-dev';
