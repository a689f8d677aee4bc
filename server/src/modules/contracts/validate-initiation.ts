// The checks of "send" (and the lighter ones of "save as draft") that need no database: the bad
// input list the contract module refuses — attachments over 100, no documents, no signatories, a deadline in the
// past, duplicate signing roles, the same signatory twice, positions off the document.
import { AppError } from '@ecsign/core/errors';
import type { TContractInitiate, TContractSignatory, TPageSize } from '@ecsign/core/model';
import { MAX_ATTACHMENTS } from './contract-limits';
import { localToDate } from './local-time';
import { checkSealTypes } from './resolve-parties';

/** Before the schema: 101 attachments must get the catalogue's code, not a generic BAD_REQUEST. */
export function precheckAttachmentCount(body: unknown): void {
  const list = (body as { plan?: { planAttachedFileVoList?: unknown } } | undefined)?.plan?.planAttachedFileVoList;
  if (Array.isArray(list) && list.length > MAX_ATTACHMENTS) {
    throw new AppError('ATTACHMENT_COUNT_EXCEEDED', { details: { max: MAX_ATTACHMENTS, count: list.length } });
  }
}

export function validateInitiation(input: TContractInitiate, options: { sending: boolean; now: Date }): void {
  const { plan } = input;
  if (plan.planAttachedFileVoList.length > MAX_ATTACHMENTS) throw new AppError('ATTACHMENT_COUNT_EXCEEDED');
  for (const signatory of [...input.signatories, ...input.batchRecipients]) checkSealTypes(signatory);
  if (!options.sending) return;
  if (plan.planSendDocumentVOList.length === 0) throw new AppError('CONTRACT_LIST_EMPTY');
  if (input.kind === 'BATCH') {
    if (input.batchRecipients.length === 0) throw new AppError('SIGNATORY_LIST_EMPTY');
    if (plan.planSendDocumentVOList.length !== 1) {
      throw new AppError('BAD_REQUEST', {
        details: [{ path: 'plan.planSendDocumentVOList', message: 'a batch sends one document' }],
      });
    }
  } else if (input.signatories.length === 0) {
    throw new AppError('SIGNATORY_LIST_EMPTY');
  }
  if (plan.endTime && localToDate(plan.endTime, { endOfDay: true }) <= options.now) {
    throw new AppError('SIGNING_DEADLINE_PASSED', { details: { endTime: plan.endTime } });
  }
  const copies =
    input.kind === 'BATCH' ? input.batchRecipients.map((r) => [...input.signatories, r]) : [input.signatories];
  for (const signatories of copies) checkRoles(signatories);
}

function checkRoles(signatories: TContractSignatory[]): void {
  const roles = new Set<string>();
  const subjects = new Set<string>();
  for (const signatory of signatories) {
    if (signatory.roleName) {
      if (roles.has(signatory.roleName)) {
        throw new AppError('DUPLICATE_SIGNING_ROLE', { details: { roleName: signatory.roleName } });
      }
      roles.add(signatory.roleName);
    }
    const subject =
      signatory.accountId ??
      `${signatory.enterpriseName ?? ''}|${signatory.enterpriseName ? '' : (signatory.mobile ?? '')}`;
    if (subjects.has(subject)) throw new AppError('SIGNATORY_NOT_UNIQUE', { details: { name: signatory.name } });
    subjects.add(subject);
  }
}

/** Every position on an existing page of an existing document, inside the page. */
export function checkPositions(signatory: TContractSignatory, documents: TPageSize[][]): void {
  for (const position of signatory.positions) {
    const pages = documents[position.documentIndex];
    if (!pages) {
      throw new AppError('BAD_REQUEST', {
        details: [{ path: 'positions.documentIndex', message: 'no such document' }],
      });
    }
    const page = pages[position.page - 1];
    if (!page) throw new AppError('PDF_PAGE_OUT_OF_RANGE', { details: { page: position.page, pages: pages.length } });
    // Positions are in the unrotated page's user space, like its /MediaBox.
    if (position.x + position.width > page.width + 0.5 || position.y + position.height > page.height + 0.5) {
      throw new AppError('BAD_REQUEST', { details: [{ path: 'positions', message: 'the rectangle leaves the page' }] });
    }
  }
}
