// One chosen file: being checked, refused (not a PDF with e-signatures, damaged, encrypted), or
// its verdict with every signature's details. The verdict line is the ETSI verdict and reason
// the CLI's JSON report and the extension give for the same file, in the reader's language.
import { Alert, Badge, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { BOTTOM_LINE_TEXTS, verdictLine } from '@ecsign/core/pdf';
import { useI18n } from '../../i18n/i18n-context';
import type { TFileCheck } from './check-pdf-file';
import type { PageRenderer } from './render-pdf-page';
import { SignatureDetails } from './signature-details';

export type TFileEntry = { readonly id: number; readonly name: string } & (
  { readonly state: 'checking' } | { readonly state: 'done'; readonly check: TFileCheck }
);

export function FileCheckCard(props: { entry: TFileEntry; renderer: PageRenderer }) {
  const { entry, renderer } = props;
  const { t, language } = useI18n();
  const check = entry.state === 'done' ? entry.check : undefined;
  const firstPlaced = check?.kind === 'checked' ? check.places.findIndex(Boolean) : -1;
  return (
    <Card withBorder shadow="xs" radius="md" p="md" data-testid="file-check" data-file={entry.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} truncate>
            {entry.name}
          </Text>
          {!check && <Loader role="status" size="xs" aria-label={t('fileValidChecking')} />}
          {check?.kind === 'checked' && (
            <Badge
              size="lg"
              color={
                check.verdict.status === 'valid'
                  ? 'green'
                  : check.report.document.bottomLine === 'valid'
                    ? 'orange'
                    : 'red'
              }
              data-testid="file-status"
            >
              {check.verdict.status === 'valid'
                ? t('fileValidPassed')
                : `${BOTTOM_LINE_TEXTS[check.report.document.bottomLine][language]}${
                    check.report.document.bottomLine === 'valid' ? ` · ${t('fileValidNotTrusted')}` : ''
                  }`}
            </Badge>
          )}
        </Group>
        {!check && <Text c="dimmed">{t('fileValidChecking')}</Text>}
        {check?.kind === 'rejected' && (
          <Alert color="orange" variant="light" data-testid="file-rejected">
            {ERROR_CATALOGUE[check.code].text[language]}
          </Alert>
        )}
        {check?.kind === 'checked' && check.verdict.verdict && (
          <Text
            size="sm"
            fw={600}
            c={
              check.verdict.verdict === 'valid' ? 'green.8' : check.verdict.verdict === 'invalid' ? 'red.8' : 'orange.8'
            }
            data-testid="file-verdict"
            data-verdict={check.verdict.verdict}
            data-reason={check.verdict.reason ?? ''}
          >
            {t('fileValidVerdict')}: {verdictLine(check.verdict.verdict, check.verdict.reason, language)}
          </Text>
        )}
        {check?.kind === 'checked' && (
          <>
            <Text size="sm" c="dimmed">
              {t('fileValidSignatureCount', { count: check.statuses.length })}
            </Text>
            {check.statuses.map((status, i) => (
              <SignatureDetails
                key={`${status.fieldNames.join('+')}-${i}`}
                status={status}
                place={check.places[i]}
                bytes={check.bytes}
                renderer={renderer}
                initiallyShown={i === firstPlaced}
              />
            ))}
          </>
        )}
      </Stack>
    </Card>
  );
}
