// Test fixture: the bounds every hostile or damaged input is verified within — the fuzz tests and
// the bad-input tests share them, so "within bounds" means the same everywhere. CPU time and
// memory, never wall-clock time, so a busy machine does not fail them.

/** CPU time of one verification: far above the few milliseconds a case takes, far below a hang. */
export const CASE_TIME_LIMIT_MS = 2_000;
/** JS heap plus array buffers (the file, decoded streams): well above a normal case's few MB. */
export const MEMORY_LIMIT_BYTES = 512 * 1024 * 1024;
