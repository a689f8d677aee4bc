// Contacts and contact groups (spec items F-contact, F-contact-group, V-group-name: the group name is required).
import { z } from 'zod';
import { ZMobile, ZName, ZId } from './field-shapes';
import { ZSubjectType } from './party-states';

export const ZContactForm = z.object({
  signatoryType: ZSubjectType,
  name: ZName,
  mobile: ZMobile,
  /** The group the contact belongs to; none when ungrouped. */
  groupId: ZId.nullable().default(null),
});
export type TContactForm = z.infer<typeof ZContactForm>;

export const ZContact = ZContactForm.extend({ contactId: z.string() });
export type TContact = z.infer<typeof ZContact>;

export const ZContactGroupForm = z.object({ name: ZName });
export type TContactGroupForm = z.infer<typeof ZContactGroupForm>;

export const ZContactGroup = ZContactGroupForm.extend({ groupId: z.string() });
export type TContactGroup = z.infer<typeof ZContactGroup>;
