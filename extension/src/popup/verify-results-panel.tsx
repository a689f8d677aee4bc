// The popup's latest "Verify signatures" results: each file with its bottom line, its ETSI verdict
// and reason in words (what the CLI's JSON report and the portal give for the same file), and one
// line per signature (signer, intact, trusted, problems in the popup's language); a download the browser
// blocked offers to grant access to the site and check again; a local file Chrome would not let
// the extension read says where to allow it, with a button that opens that page.
import { useCallback, useEffect, useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import type { TLanguage, TMessageKey } from '@ecsign/core/i18n';
import { BOTTOM_LINE_TEXTS, PROBLEM_TEXTS, verdictLine } from '@ecsign/core/pdf';
import type { ExtensionPlatform } from '../extension-platform';
import { fileAccessHint } from '../verify/file-access-hint';
import type { TVerifyResult } from '../verify/verify-result';

type T = (key: TMessageKey, values?: Record<string, string | number>) => string;

function headline(result: TVerifyResult, t: T, language: TLanguage): { text: string; color: string } {
  switch (result.state) {
    case 'checking':
      return { text: t('extVerifyChecking'), color: 'gray' };
    case 'done':
      if (result.verdict.status === 'valid') return { text: t('fileValidPassed'), color: 'green' };
      return {
        text: `${BOTTOM_LINE_TEXTS[result.bottomLine][language]}${
          result.bottomLine === 'valid' ? ` · ${t('fileValidNotTrusted')}` : ''
        }`,
        color: 'red',
      };
    case 'refused':
      return { text: ERROR_CATALOGUE[result.code].text[language], color: 'orange' };
    case 'fetch-failed':
      if (result.fileAccess) return { text: fileAccessHint(result.fileAccess, language), color: 'orange' };
      return {
        text: result.origin ? t('extVerifyAccessDenied') : t('extVerifyFetchFailed', { reason: result.reason }),
        color: 'orange',
      };
  }
}

function ResultItem(props: { result: TVerifyResult; platform: ExtensionPlatform; t: T; language: TLanguage }) {
  const { result, platform, t, language } = props;
  const { text, color } = headline(result, t, language);
  const grantAndRetry = async (origin: string) => {
    // Asked while handling the click: Chrome shows its prompt only for a user gesture.
    if (await platform.permissions.request({ origins: [`${origin}/*`] }))
      await platform.verifyResults.verify(result.url);
  };
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="verify-result" data-state={result.state}>
      <Stack gap={4}>
        <Text size="sm" fw={600} truncate title={result.url}>
          {result.name}
        </Text>
        <Badge color={color} variant="light" size="sm" style={{ maxWidth: '100%' }} data-testid="verify-headline">
          {text}
        </Badge>
        {result.state === 'done' && result.verdict.verdict && (
          <Text
            size="xs"
            fw={600}
            data-testid="verify-verdict"
            data-verdict={result.verdict.verdict}
            data-reason={result.verdict.reason ?? ''}
          >
            {`${t('fileValidVerdict')}: ${verdictLine(result.verdict.verdict, result.verdict.reason, language)}`}
          </Text>
        )}
        {result.state === 'done' &&
          result.verdict.signatures.map((signature, i) => (
            <Text size="xs" key={i} data-testid="verify-signature">
              {`${signature.intact && signature.trusted && !signature.modifiedAfterSigning ? '✓' : '✗'} ${
                signature.signer ?? t('fileValidUnknownSigner')
              } — ${t(signature.intact ? 'fileValidIntact' : 'fileValidNotIntact')}; ${t(
                signature.trusted ? 'fileValidTrusted' : 'fileValidNotTrusted',
              )}${signature.problems.length ? `; ${signature.problems.map((p) => PROBLEM_TEXTS[p][language]).join('; ')}` : ''}`}
            </Text>
          ))}
        {result.state === 'fetch-failed' && result.fileAccess === 'switched-off' && platform.openFileAccessSettings && (
          <Button
            size="compact-xs"
            variant="light"
            w="fit-content"
            data-testid="open-file-access-settings"
            onClick={platform.openFileAccessSettings}
          >
            chrome://extensions
          </Button>
        )}
        {result.state === 'fetch-failed' && result.origin && (
          <Button size="compact-xs" variant="light" w="fit-content" onClick={() => void grantAndRetry(result.origin!)}>
            {`${result.origin} ↻`}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export function VerifyResultsPanel(props: { platform: ExtensionPlatform; t: T; language: TLanguage }) {
  const { platform, t, language } = props;
  const [results, setResults] = useState<TVerifyResult[]>([]);
  const reload = useCallback(() => void platform.verifyResults.list().then(setResults), [platform]);
  useEffect(() => {
    reload();
    return platform.verifyResults.subscribe(reload);
  }, [platform, reload]);
  return (
    <Stack gap="xs" mt="md" data-testid="verify-results">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('extVerifyLatest')}
        </Text>
        {results.length > 0 && (
          <Anchor component="button" type="button" size="xs" onClick={() => void platform.verifyResults.clear()}>
            {t('fileValidClear')}
          </Anchor>
        )}
      </Group>
      {results.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('extVerifyHint')}
        </Text>
      )}
      {results.map((result) => (
        <ResultItem key={result.id} result={result} platform={platform} t={t} language={language} />
      ))}
    </Stack>
  );
}
