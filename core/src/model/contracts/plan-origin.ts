// Where a plan was made and the format of its documents: the file manager's "system source" and
// "file type" columns (spec items F-column-system-source, F-column-file-type), stored with the plan
// when it is created.
import { z } from 'zod';

/** The portal's initiation, an HR batch of the portal or the CLI, or an Open API application's HR batch. */
export const SYSTEM_SOURCES = ['WEB', 'HR_BATCH', 'OPEN_API'] as const;
export const ZSystemSource = z.enum(SYSTEM_SOURCES);
export type TSystemSource = z.infer<typeof ZSystemSource>;
export const SYSTEM_SOURCE_LABELS = {
  WEB: { zh: '门户', en: 'Portal', 'zh-TW': '入口網站' },
  HR_BATCH: { zh: '人事批量', en: 'HR batch', 'zh-TW': '人事批次' },
  OPEN_API: { zh: '开放接口', en: 'Open API', 'zh-TW': '開放介面' },
} as const satisfies Record<TSystemSource, { zh: string; en: string; 'zh-TW': string }>;

/** The documents as uploaded: all PDF, or at least one Word file converted to PDF for signing. */
export const PLAN_FILE_TYPES = ['PDF', 'WORD'] as const;
export const ZPlanFileType = z.enum(PLAN_FILE_TYPES);
export type TPlanFileType = z.infer<typeof ZPlanFileType>;
export const PLAN_FILE_TYPE_LABELS = {
  PDF: { zh: 'PDF', en: 'PDF', 'zh-TW': 'PDF' },
  WORD: { zh: 'Word', en: 'Word', 'zh-TW': 'Word' },
} as const satisfies Record<TPlanFileType, { zh: string; en: string; 'zh-TW': string }>;
