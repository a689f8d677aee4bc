// @ecsign/core/session: the session model (spec's F-session- items) and its storage over any platform.
export * from './session-schemas';
export * from './session-parts';
export * from './session-storage';
export * from './memory-session-storage';
export * from './parse-session-part';
export * from './parse-session-snapshot';
export * from './create-session-store';
export * from './clear-expired-session';
