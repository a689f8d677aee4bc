// One signature of a checked file: who signed and when, whether it is intact and trusted, what it
// covers, its PAdES level and algorithm, the problems found (core's texts), and its place.
import { useState } from 'react';
import { Badge, Button, Card, Group, List, Stack, Table, Text } from '@mantine/core';
import {
  BOTTOM_LINE_TEXTS,
  deriveVerdict,
  PROBLEM_TEXTS,
  signaturePasses,
  verdictLine,
  type SignatureStatus,
} from '@ecsign/core/pdf';
import { useI18n } from '../../i18n/i18n-context';
import type { SignaturePlace } from './check-pdf-file';
import type { PageRenderer } from './render-pdf-page';
import { SignaturePageView } from './signature-page-view';

const time = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

export function SignatureDetails(props: {
  status: SignatureStatus;
  place: SignaturePlace | undefined;
  bytes: Uint8Array;
  renderer: PageRenderer;
  /** Show the page at once (the first signature with a place). */
  initiallyShown: boolean;
}) {
  const { status, place, bytes, renderer } = props;
  const { t, language } = useI18n();
  const [shown, setShown] = useState(props.initiallyShown);
  const passes = signaturePasses(status);
  const { verdict, reason } = deriveVerdict(status);
  const claimed = status.claimedSigningTime.attribute ?? status.claimedSigningTime.dictionary;
  const yes = (ok: boolean, good: string, bad: string) => (
    <Text c={ok ? 'green.8' : 'red.8'} fw={500} size="sm">
      {ok ? '✓ ' : '✗ '}
      {ok ? good : bad}
    </Text>
  );
  const rows: [string, React.ReactNode][] = [
    [
      t('fileValidVerdict'),
      <Text size="sm" fw={500} data-testid="signature-etsi-verdict" data-verdict={verdict} data-reason={reason ?? ''}>
        {verdictLine(verdict, reason, language)}
      </Text>,
    ],
    [t('fileValidSigner'), status.signer?.commonName ?? status.signer?.subject ?? t('fileValidUnknownSigner')],
    ...(status.signer ? [[t('fileValidIssuer'), status.signer.issuer] as [string, string]] : []),
    ...(claimed
      ? [[t('fileValidSigningTime'), t('fileValidClaimedTime', { time: time(claimed) })] as [string, string]]
      : []),
    ...(status.timeStampTime ? [[t('fileValidTimeStamp'), time(status.timeStampTime)] as [string, string]] : []),
    [t('fileValidIntegrity'), yes(status.intact, t('fileValidIntact'), t('fileValidNotIntact'))],
    [t('fileValidTrust'), yes(status.trusted, t('fileValidTrusted'), t('fileValidNotTrusted'))],
    [
      t('fileValidCoverage'),
      status.modifiedAfterSigning
        ? yes(false, '', t('fileValidCoverageModified'))
        : status.coverage === 'whole-document'
          ? yes(true, t('fileValidCoverageWhole'), '')
          : yes(true, t('fileValidCoverageAllowed'), ''),
    ],
    ...(status.level ? [[t('fileValidLevel'), `PAdES ${status.level}`] as [string, string]] : []),
    [t('fileValidAlgorithm'), [status.signatureAlgorithm, status.digestAlgorithm].filter(Boolean).join(' / ') || '—'],
    [t('fileValidPlace'), place ? t('fileValidPage', { page: place.pageIndex + 1 }) : t('fileValidInvisible')],
  ];
  return (
    <Card withBorder radius="sm" p="md" data-testid="signature-details" data-field={status.fieldNames.join(', ')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{status.fieldNames.join(', ')}</Text>
          <Badge
            color={passes ? 'green' : status.bottomLine === 'valid' ? 'orange' : 'red'}
            data-testid="signature-verdict"
          >
            {BOTTOM_LINE_TEXTS[status.bottomLine][language]}
            {status.bottomLine === 'valid' && !status.trusted ? ` · ${t('fileValidNotTrusted')}` : ''}
          </Badge>
        </Group>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={120} style={{ verticalAlign: 'top' }}>
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {status.problems.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              {t('fileValidProblems')}
            </Text>
            <List size="sm" data-testid="signature-problems">
              {status.problems.map((problem) => (
                <List.Item key={problem} data-problem={problem}>
                  {PROBLEM_TEXTS[problem][language]}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {place && !shown && (
          <Button variant="light" size="xs" w="fit-content" onClick={() => setShown(true)}>
            {t('fileValidShowPlace')}
          </Button>
        )}
        {place && shown && <SignaturePageView bytes={bytes} place={place} renderer={renderer} />}
      </Stack>
    </Card>
  );
}
