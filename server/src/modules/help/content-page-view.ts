// A content page row as the pages and the staff list show it.
import type { TContentPage } from '@ecsign/core/model';
import type { contentPages } from '../../db/schema';

export function toContentPage(row: typeof contentPages.$inferSelect): TContentPage {
  return { slug: row.slug, kind: row.kind, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
}
