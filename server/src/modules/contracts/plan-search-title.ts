// What the file manager's name search matches (spec item V-search-text): the task name and each
// document name under the search input's own rule (core's sanitizeSearchInput, the one owner), so
// "采购-合同 (2026)" is stored as "采购合同2026" and a pasted title, cleaned the same way, finds it.
// The parts are joined by a space, which a cleaned search text never holds, so no match spans two.
import { sanitizeSearchInput } from '@ecsign/core/validation';

/** The stored search column of a plan from its task name and its documents' names. */
export function planSearchTitle(taskName: string, documentNames: readonly string[]): string {
  return [taskName, ...documentNames].map(sanitizeSearchInput).join(' ');
}
