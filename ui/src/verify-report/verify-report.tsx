// The signature check report of one file (spec items R-screen-signature-check, R-file-valid), as
// the portal's /file/valid and the extension's popup show it: the file, its bottom line, the ETSI
// verdict and reason the CLI's JSON report gives for the same file, and every signature — or why
// the file could not be checked. The texts are the reader's language; the app adds its own actions
// (children) and what it knows of each signature (signatureExtra).
import type { ReactNode } from 'react';
import { Alert, Badge, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { BOTTOM_LINE_TEXTS, verdictLine } from '@ecsign/core/pdf';
import { useUiTexts } from '../texts/ui-texts';
import { SignatureReport, type TSignatureExtra } from './signature-report';
import { bottomLineColour, type TVerifyReport } from './verify-report-model';

const VERDICT_COLOUR = { valid: 'green.8', invalid: 'red.8', indeterminate: 'orange.8' } as const;

export function VerifyReport(props: {
  name: string;
  /** Shown when the name is hovered (the extension's download address). */
  title?: string;
  report: TVerifyReport;
  signatureExtra?: (index: number) => TSignatureExtra | undefined;
  children?: ReactNode;
}) {
  const { name, title, report, signatureExtra, children } = props;
  const { t, language } = useUiTexts();
  return (
    <Card
      withBorder
      shadow="xs"
      radius="md"
      p="sm"
      data-testid="verify-report"
      data-file={name}
      data-state={report.kind}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} truncate title={title ?? name}>
            {name}
          </Text>
          {report.kind === 'checking' && <Loader role="status" size="xs" aria-label={t('fileValidChecking')} />}
        </Group>
        {report.kind === 'checking' && <Text c="dimmed">{t('fileValidChecking')}</Text>}
        {report.kind === 'refused' && (
          <Alert color="orange" variant="light" p="xs" data-testid="verify-headline">
            {report.reason}
          </Alert>
        )}
        {report.kind === 'checked' && (
          <>
            <Badge
              size="lg"
              maw="100%"
              color={bottomLineColour(report.verdict.status === 'valid', report.bottomLine)}
              data-testid="verify-headline"
            >
              {report.verdict.status === 'valid'
                ? t('fileValidPassed')
                : `${BOTTOM_LINE_TEXTS[report.bottomLine][language]}${
                    report.bottomLine === 'valid' ? ` · ${t('fileValidNotTrusted')}` : ''
                  }`}
            </Badge>
            {report.verdict.verdict && (
              <Text
                size="sm"
                fw={600}
                c={VERDICT_COLOUR[report.verdict.verdict]}
                data-testid="verify-verdict"
                data-verdict={report.verdict.verdict}
                data-reason={report.verdict.reason ?? ''}
              >
                {`${t('fileValidVerdict')}: ${verdictLine(report.verdict.verdict, report.verdict.reason, language)}`}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t('fileValidSignatureCount', { count: report.verdict.signatures.length })}
            </Text>
            {report.verdict.signatures.map((signature, i) => (
              <SignatureReport
                key={`${signature.field}-${i}`}
                signature={signature}
                bottomLine={report.signatureBottomLines[i] ?? report.bottomLine}
                extra={signatureExtra?.(i)}
              />
            ))}
          </>
        )}
        {children}
      </Stack>
    </Card>
  );
}
