// Everything one incremental update changes, each change with its category (signature, document
// time-stamp, DSS, metadata, form fill, annotation, or disallowed), independent of any permission:
// whether a category is allowed is decided per signature (is-change-allowed.ts). Objects are judged
// by the role they had before the update; new objects matter only through the changed objects
// that refer to them, since nothing in a PDF is reached except by reference.
import type { PdfDocument } from '../../parse/document/pdf-document';
import { PdfDict } from '../../parse/model/pdf-dict';
import { PdfStream } from '../../parse/model/pdf-stream';
import { isName, isRef, type PdfValue } from '../../parse/model/pdf-value';
import { readObjectHeader } from '../../parse/syntax/read-object-header';
import { judgeAnnots, judgeNames } from './judge-annotations';
import { judgeCatalog, judgePage } from './judge-catalog';
import { judgeAcroForm, judgeFieldList, judgeFieldOrWidget } from './judge-form';
import { judgeAppearance } from './judge-appearance';
import { mapRoles, type Role, type RoleMap } from './map-roles';
import { createMemberLookup } from './object-stream-members';
import { RevisionContext, type RevisionChange } from './revision-context';
import { valuesEqual } from './values-equal';

function describe(value: PdfValue): string {
  const dict = value instanceof PdfStream ? value.dict : value;
  if (!(dict instanceof PdfDict)) return Array.isArray(value) ? 'array' : 'object';
  const type = dict.get('Subtype') ?? dict.get('Type');
  return isName(type)
    ? `/${type.value} ${value instanceof PdfStream ? 'stream' : 'object'}`
    : value instanceof PdfStream
      ? 'stream'
      : 'dictionary';
}

/** A changed object judged by each role it had before the update. */
function judgeObject(ctx: RevisionContext, num: number, before: PdfValue, after: PdfValue) {
  const roles = ctx.rolesBefore.roles.get(num);
  const asDict = (v: PdfValue) => (v instanceof PdfDict ? v : undefined);
  if (!roles) {
    // An object nothing referred to (left over by an earlier update) changes nothing visible.
    if (ctx.referrers(num).length > 0) ctx.add('disallowed', `${describe(before)} ${num} changed`, num);
    return;
  }
  if (roles.has('field') || roles.has('widget')) {
    if (Array.isArray(before)) return ctx.add('disallowed', `/Kids of a form field changed`, num);
    const b = asDict(before);
    const a = asDict(after);
    if (b && a) return judgeFieldOrWidget(ctx, num, b, a);
    return ctx.add('disallowed', `form field ${num} replaced by another kind of object`, num);
  }
  const exclusive = (label: string, ok: (key: string | undefined, from: number | 'trailer') => boolean) => {
    const shared = ctx.foreignReference([num], (r) => ok(r.topKey, r.from));
    if (shared) ctx.add('disallowed', `${label} ${num} updated, but ${shared}`, num);
    return !shared;
  };
  const hasRole = (from: number | 'trailer', role: Role) =>
    typeof from === 'number' && ctx.rolesBefore.roles.get(from)?.has(role) === true;
  for (const role of roles) {
    switch (role) {
      case 'catalog':
        judgeCatalog(ctx, num, asDict(before), asDict(after));
        break;
      case 'info':
        ctx.add('metadata', 'document information updated', num);
        break;
      case 'metadata':
        if (!(after instanceof PdfStream)) ctx.add('disallowed', `metadata ${num} replaced by ${describe(after)}`, num);
        else if (exclusive('metadata', (key) => key === 'Metadata')) ctx.add('metadata', 'XMP metadata updated', num);
        break;
      case 'dss':
        if (exclusive('DSS object', (key, from) => hasRole(from, 'dss') || key === 'DSS'))
          ctx.add('dss', 'DSS updated', num);
        break;
      case 'extensions':
        if (exclusive('extensions dictionary', (key, from) => hasRole(from, 'extensions') || key === 'Extensions'))
          ctx.add('dss', 'catalog /Extensions updated', num);
        break;
      case 'acroform':
        if (Array.isArray(before)) judgeFieldList(ctx, before, after, num);
        else judgeAcroForm(ctx, num, asDict(before), asDict(after));
        break;
      case 'signature':
        ctx.add('disallowed', `signed signature dictionary ${num} changed`, num);
        break;
      case 'appearance':
        judgeAppearance(ctx, num);
        break;
      case 'page':
      case 'page-tree': {
        const b = asDict(before);
        const a = asDict(after);
        if (b && a) judgePage(ctx, num, b, a);
        else ctx.add('disallowed', `page ${num} replaced by ${describe(after)}`, num);
        break;
      }
      case 'annots':
        judgeAnnots(ctx, `annotation array ${num}`, before, after, num);
        break;
      case 'names':
        judgeNames(ctx, asDict(before), asDict(after), num);
        break;
      case 'annotation':
      case 'annotation-appearances':
        ctx.add('annotation', `annotation ${num} changed`, num);
        break;
    }
  }
}

export function classifyRevision(doc: PdfDocument, index: number, rolesBefore?: RoleMap): RevisionChange[] {
  const before = doc.atRevision(index - 1);
  const after = doc.atRevision(index);
  const ctx = new RevisionContext(index, before, after, rolesBefore ?? mapRoles(before));
  const revision = doc.revisions[index]!;
  const memberAt = createMemberLookup(after);

  const rootBefore = before.trailer.get('Root');
  const rootAfter = after.trailer.get('Root');
  if (isRef(rootBefore) && isRef(rootAfter) && rootBefore.num !== rootAfter.num) {
    judgeCatalog(ctx, rootAfter.num, before.catalog, after.catalog);
  }
  if (!valuesEqual(before.trailer.get('Encrypt'), before, after.trailer.get('Encrypt'), after)) {
    ctx.add('disallowed', 'encryption changed');
  }
  const freed = new Set(revision.freed);
  for (const num of [...revision.changed, ...revision.freed].sort((a, b) => a - b)) {
    const found = after.entry(num);
    // The shadow attack's trick (DSS-2236): an xref entry that points at another object's bytes,
    // so viewers show that object where this one was. (The reader repairs the entry to the real
    // object, which would otherwise hide the trick.)
    const header = found?.entry.type === 'offset' ? readObjectHeader(doc.bytes, found.entry.offset) : undefined;
    if (found?.revision === index && header && header.num !== num) {
      ctx.add('disallowed', `xref entry of object ${num} points to object ${header.num}`, num);
      continue;
    }
    // An entry sending a signed object back into older bytes where no object starts (into a
    // signature's /Contents, which no signature covers): the reader repairs it to the old copy, but
    // each viewer repairs in its own way, so what the page shows no longer rests on signed bytes
    // (R-file-valid). A writer's own misplaced offsets point into its own update and are repaired.
    const writtenBefore = doc.revisions[index - 1]?.end ?? 0;
    if (found?.revision === index && found.entry.type === 'offset' && !header && found.entry.offset < writtenBefore) {
      ctx.add(
        'disallowed',
        `xref entry of object ${num} points to offset ${found.entry.offset}, where no object starts, before this update`,
        num,
      );
      continue;
    }
    // The same trick inside an object stream: the slot the entry names holds another object.
    const slot = found?.entry.type === 'compressed' ? found.entry : undefined;
    const member = slot && memberAt(slot.stream, slot.index);
    if (slot && member !== undefined && member !== num) {
      ctx.add(
        'disallowed',
        `xref entry of object ${num} points to object ${member} in object stream ${slot.stream}`,
        num,
      );
      continue;
    }
    const indirect = after.getIndirect(num);
    const old = before.getObject(num);
    if (freed.has(num)) {
      if (ctx.rolesBefore.roles.has(num) || ctx.referrers(num).length > 0)
        ctx.add('disallowed', `object ${num} deleted`, num);
      continue;
    }
    const now = indirect?.value ?? null;
    if (!valuesEqual(old, before, now, after)) judgeObject(ctx, num, old, now);
  }
  return ctx.changes;
}
