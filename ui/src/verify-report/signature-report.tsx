// One signature of a checked file (spec item R-screen-signature-check): who signed and when,
// whether it is intact and trusted, what it covers, its PAdES level and algorithm, the problems
// found (core's texts), its ETSI verdict; the app adds what only it knows (the portal the issuer and
// the signature's place on the page).
import type { ReactNode } from 'react';
import { Badge, Card, Group, List, Stack, Table, Text } from '@mantine/core';
import {
  BOTTOM_LINE_TEXTS,
  PROBLEM_TEXTS,
  verdictLine,
  type BottomLine,
  type TSignatureVerdict,
} from '@ecsign/core/pdf';
import { useUiTexts } from '../texts/ui-texts';
import { bottomLineColour } from './verify-report-model';

/** Rows and a part below the table that the app adds to one signature. */
export interface TSignatureExtra {
  readonly rows?: readonly (readonly [label: string, value: ReactNode])[];
  readonly below?: ReactNode;
}

// One time zone everywhere a check is shown: the reader of a report compares it with other tools.
const utc = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

function Check(props: { ok: boolean; text: string }) {
  return (
    <Text c={props.ok ? 'green.8' : 'red.8'} fw={500} size="sm">
      {`${props.ok ? '✓' : '✗'} ${props.text}`}
    </Text>
  );
}

export function SignatureReport(props: {
  signature: TSignatureVerdict;
  bottomLine: BottomLine;
  extra?: TSignatureExtra | undefined;
}) {
  const { signature, bottomLine, extra } = props;
  const { t, language } = useUiTexts();
  const passes = signature.verdict === 'valid';
  const coverage = signature.modifiedAfterSigning ? (
    <Check ok={false} text={t('fileValidCoverageModified')} />
  ) : (
    <Check ok text={t(signature.coverage === 'whole' ? 'fileValidCoverageWhole' : 'fileValidCoverageAllowed')} />
  );
  const rows: (readonly [string, ReactNode])[] = [
    [
      t('fileValidVerdict'),
      <Text
        size="sm"
        fw={500}
        data-testid="verify-signature-verdict"
        data-verdict={signature.verdict}
        data-reason={signature.reason ?? ''}
      >
        {verdictLine(signature.verdict, signature.reason, language)}
      </Text>,
    ],
    [t('fileValidSigner'), signature.signer ?? t('fileValidUnknownSigner')],
    ...(signature.signingTime
      ? [[t('fileValidSigningTime'), t('fileValidClaimedTime', { time: utc(signature.signingTime) })] as const]
      : []),
    ...(signature.timestamp ? [[t('fileValidTimeStamp'), utc(signature.timestamp)] as const] : []),
    [
      t('fileValidIntegrity'),
      <Check ok={signature.intact} text={t(signature.intact ? 'fileValidIntact' : 'fileValidNotIntact')} />,
    ],
    [
      t('fileValidTrust'),
      <Check ok={signature.trusted} text={t(signature.trusted ? 'fileValidTrusted' : 'fileValidNotTrusted')} />,
    ],
    [t('fileValidCoverage'), coverage],
    ...(signature.level ? [[t('fileValidLevel'), `PAdES ${signature.level}`] as const] : []),
    [t('fileValidAlgorithm'), signature.algorithm ?? '—'],
    ...(extra?.rows ?? []),
  ];
  return (
    <Card withBorder radius="sm" p="sm" data-testid="verify-signature" data-field={signature.field}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {signature.field}
          </Text>
          <Badge
            color={bottomLineColour(passes, bottomLine)}
            style={{ flexShrink: 0, maxWidth: '60%' }}
            title={BOTTOM_LINE_TEXTS[bottomLine][language]}
            data-testid="verify-signature-bottom-line"
          >
            {BOTTOM_LINE_TEXTS[bottomLine][language]}
            {bottomLine === 'valid' && !signature.trusted ? ` · ${t('fileValidNotTrusted')}` : ''}
          </Badge>
        </Group>
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={6} layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="34%" style={{ verticalAlign: 'top' }}>
                  {label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {signature.problems.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              {t('fileValidProblems')}
            </Text>
            <List size="sm" data-testid="verify-signature-problems">
              {signature.problems.map((problem) => (
                <List.Item key={problem} data-problem={problem}>
                  {PROBLEM_TEXTS[problem][language]}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {extra?.below}
      </Stack>
    </Card>
  );
}
