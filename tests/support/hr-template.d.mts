export type HrTemplateFieldKey = 'salary' | 'position';

export interface HrTemplateField {
  readonly key: HrTemplateFieldKey;
  readonly label: string;
  readonly type: string;
  readonly required: boolean;
  readonly filledBy: 'INITIATOR';
  readonly position: { page: number; rect: number[] };
}

/** Where one role signs: a page and a rectangle [x, y, width, height]. */
export interface HrSignAt {
  readonly page: number;
  readonly rect: readonly number[];
}

/** A reply envelope of the API. */
export interface HrTemplateReply {
  status: number;
  message?: string;
}

export interface HrTemplateOptions {
  /** The template's name (default 劳动合同). */
  name?: string;
  /** The uploaded file's name (default labour.pdf). */
  fileName?: string;
  /** The template document (default hrTemplatePdf()). */
  pdf?: Uint8Array;
  /** The fill-in fields, in order (default salary, position). */
  fields?: readonly HrTemplateFieldKey[];
  /** Where the employer and the employee sign (default ONE_PAGE_SIGN_AT). */
  signAt?: { readonly employer: HrSignAt; readonly employee: HrSignAt };
  /** Sends the JSON POSTs (save, enable); default: fetch with the administrator's token. */
  send?: (path: string, body: unknown) => Promise<HrTemplateReply>;
}

export const HR_TEMPLATE_LINES: readonly string[];
export function hrTemplatePdf(): Uint8Array;
export const HR_TEMPLATE_FIELDS: Readonly<Record<HrTemplateFieldKey, HrTemplateField>>;
export const ONE_PAGE_SIGN_AT: { readonly employer: HrSignAt; readonly employee: HrSignAt };
export function loginToken(serverUrl: string, username: string, password: string): Promise<string>;
export function createHrTemplate(serverUrl: string, adminToken: string, options?: HrTemplateOptions): Promise<string>;
