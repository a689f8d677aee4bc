// Help centre and content pages: help documents (PDF) and videos (MP4, WebM)
// uploaded by platform staff and served from the server, and content pages (announcements,
// service terms) addressed by slug.
import { z } from 'zod';
import { safeText } from '../validation/safe-text';

export const HELP_KINDS = ['DOCUMENT', 'VIDEO'] as const;
export const ZHelpKind = z.enum(HELP_KINDS);
export type THelpKind = z.infer<typeof ZHelpKind>;

/** The file types each kind accepts, by content type. */
export const HELP_CONTENT_TYPES = {
  'application/pdf': 'DOCUMENT',
  'video/mp4': 'VIDEO',
  'video/webm': 'VIDEO',
} as const satisfies Record<string, THelpKind>;
export type THelpContentType = keyof typeof HELP_CONTENT_TYPES;

export const HELP_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const HELP_VIDEO_MAX_BYTES = 200 * 1024 * 1024;

export const ZHelpItem = z.object({
  helpId: z.string(),
  kind: ZHelpKind,
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  /** Where the bytes are served, below /ecapi. */
  fileUrl: z.string(),
  createdAt: z.string(),
});
export type THelpItem = z.infer<typeof ZHelpItem>;
export const ZHelpList = z.array(ZHelpItem);

/** The query of POST cb/assemble/help/upload (the file is the body or a multipart form's file). */
export const ZHelpUploadQuery = z.object({
  title: safeText({ max: 100 }).min(1),
  fileName: safeText({ max: 200 }).min(1).optional(),
});

export const ZHelpIdRequest = z.object({ helpId: safeText({ max: 64, trim: false }).min(1) });

// ── content pages ───────────────────────────────────────────────────────────────────────────

export const CONTENT_PAGE_KINDS = ['ANNOUNCEMENT', 'TERMS', 'OTHER'] as const;
export const ZContentPageKind = z.enum(CONTENT_PAGE_KINDS);

/** Slugs are what /page?slug=… carries: lower-case letters, digits and dashes. */
export const ZContentSlug = safeText({ max: 64 }).regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, 'INVALID_FORMAT');

export const ZContentPageForm = z.object({
  slug: ZContentSlug,
  kind: ZContentPageKind.default('OTHER'),
  title: safeText({ max: 100 }).min(1),
  /** Plain text; blank lines separate paragraphs. */
  body: safeText({ max: 50000, multiline: true }).min(1),
});
export type TContentPageForm = z.infer<typeof ZContentPageForm>;

export const ZContentPage = z.object({
  slug: z.string(),
  kind: ZContentPageKind,
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type TContentPage = z.infer<typeof ZContentPage>;
export const ZContentPageList = z.array(ZContentPage);

export const ZContentSlugQuery = z.object({ slug: ZContentSlug });
