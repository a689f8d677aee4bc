// Types of check-comment-paths.mjs for TypeScript that calls it.

export function commentOf(line: string): string;
export function namedFiles(text: string): string[];
export function findMissingCommentPaths(root: string, files: readonly string[]): string[];
export function trackedFiles(root: string): string[];
