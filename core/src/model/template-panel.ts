// Data of the template information panel (spec items R-part-template-panel, F-template-panel): a template's title,
// type and label rows, and for a contract group its contracts and CC entries.
import { z } from 'zod';

export const ZTemplateLabelItem = z.object({ name: z.string(), type: z.string() });
export type TTemplateLabelItem = z.infer<typeof ZTemplateLabelItem>;

export const ZTemplateInfoRow = z.object({
  labelName: z.string(),
  /** A plain value, or a list of named items (e.g. the signatories of a role). */
  labelVal: z.union([z.string(), z.array(ZTemplateLabelItem)]),
});
export type TTemplateInfoRow = z.infer<typeof ZTemplateInfoRow>;

/** One contract or CC entry of a group; pdfUrl opens the PDF when clicked. */
export const ZTemplateContractEntry = z.object({
  title: z.string(),
  signType: z.string(),
  pdfUrl: z.string(),
  detailList: z.array(ZTemplateInfoRow).default([]),
});
export type TTemplateContractEntry = z.infer<typeof ZTemplateContractEntry>;

export const ZTemplateContractList = z.object({
  signatoryList: z.array(ZTemplateContractEntry).default([]),
  pushList: z.array(ZTemplateContractEntry).default([]),
});
export type TTemplateContractList = z.infer<typeof ZTemplateContractList>;

export const ZTemplatePanel = z.object({
  title: z.string(),
  type: z.string(),
  /** Title of the group block shown above the tabs for a contract group. */
  wrapTitle: z.string().optional(),
  templateInfoList: z.array(ZTemplateInfoRow).default([]),
  /** Present only for a contract group; empty lists show the no-data text. */
  templateContractList: ZTemplateContractList.optional(),
});
export type TTemplatePanel = z.infer<typeof ZTemplatePanel>;
