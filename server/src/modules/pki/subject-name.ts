// The subject of a person's or an enterprise's certificate: the verified name as CN (and O for an
// enterprise) and the non-reversible identifier — the HMAC of the ID number, or the credit code —
// as serialNumber, so two people of one name never share a subject.
import type { NameInput } from '@ecsign/core/pdf';

export function subjectName(subject: {
  subjectType: 'PERSON' | 'ENTERPRISE';
  name: string;
  identifier: string;
}): NameInput {
  if (subject.subjectType === 'PERSON') {
    return [
      ['C', 'CN'],
      ['SERIALNUMBER', subject.identifier],
      ['CN', subject.name],
    ];
  }
  return [
    ['C', 'CN'],
    ['O', subject.name],
    ['SERIALNUMBER', subject.identifier],
    ['CN', subject.name],
  ];
}
