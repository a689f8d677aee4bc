// The hand-over from /hrcontract/startHRContract to /hrContract/previewContract: the first rows of
// a clean employee list and the template, in the tab's sessionStorage (copied into a tab opened
// with window.open, cleared when the batch is sent). Never localStorage: the rows carry ID numbers.
import { HR_PREVIEW_DRAFT_ROWS, ZHrPreviewDraft, type THrPreviewDraft } from '@ecsign/core/model';

const KEY = 'hrPreviewDraft';

export function saveHrPreviewDraft(draft: THrPreviewDraft): void {
  const kept = { ...draft, rows: draft.rows.slice(0, HR_PREVIEW_DRAFT_ROWS) };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // A full or disabled storage only costs the page of its own; the embedded preview still works.
  }
}

/** The stored draft, or null when there is none or it does not parse (an old or edited entry). */
export function readHrPreviewDraft(): THrPreviewDraft | null {
  let text: string | null = null;
  try {
    text = window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed = ZHrPreviewDraft.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearHrPreviewDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
