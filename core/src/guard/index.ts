// @ecsign/core/guard: the route table, the navigation guard and the permission rules (spec §2, §6).
export * from './permissions';
export * from './can';
export * from './permissions-for-role';
export * from './route-power-for';
export * from './is-default-admin-role';
export * from './route-paths';
export * from './route-titles';
export * from './routes';
export * from './normalize-path';
export * from './match-route';
export * from './is-open-path';
export * from './decide-navigation';
export * from './redirect-after-session-expired';
