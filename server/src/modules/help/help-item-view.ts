// A help document or video as the help centre lists it; its bytes are served at fileUrl.
import { endpoints, fillEndpointPath } from '@ecsign/core/endpoints';
import type { THelpItem } from '@ecsign/core/model';
import type { helpItems } from '../../db/schema';

export function helpFileUrl(helpId: string): string {
  return `/ecapi${fillEndpointPath(endpoints.help.file.path, { helpId })}`;
}

export function toHelpItem(row: typeof helpItems.$inferSelect): THelpItem {
  return {
    helpId: row.id,
    kind: row.kind,
    title: row.title,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    fileUrl: helpFileUrl(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}
