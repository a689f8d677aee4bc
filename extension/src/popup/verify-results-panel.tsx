// The popup's latest "Verify signatures" results, each as the shared signature check report
// (@ecsign/ui/verify-report, the same view as the portal's /file/valid): its bottom line, its ETSI
// verdict and reason in words (what the CLI's JSON report gives for the same file), and every
// signature's facts in the popup's language. A download the browser blocked offers to grant access
// to the site and check again; a local file Chrome would not let the extension read says where to
// allow it, with a button that opens that page.
import { useCallback, useEffect, useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import type { TLanguage, TMessageKey } from '@ecsign/core/i18n';
import { VerifyReport, type TVerifyReport } from '@ecsign/ui/verify-report';
import type { ExtensionPlatform } from '../extension-platform';
import { fileAccessHint } from '../verify/file-access-hint';
import type { TVerifyResult } from '../verify/verify-result';

type T = (key: TMessageKey, values?: Record<string, string | number>) => string;

function reportOf(result: TVerifyResult, t: T, language: TLanguage): TVerifyReport {
  switch (result.state) {
    case 'checking':
      return { kind: 'checking' };
    case 'done':
      return {
        kind: 'checked',
        verdict: result.verdict,
        bottomLine: result.bottomLine,
        signatureBottomLines: result.signatureBottomLines,
      };
    case 'refused':
      return { kind: 'refused', reason: ERROR_CATALOGUE[result.code].text[language] };
    case 'fetch-failed':
      if (result.fileAccess) return { kind: 'refused', reason: fileAccessHint(result.fileAccess, language) };
      return {
        kind: 'refused',
        reason: result.origin ? t('extVerifyAccessDenied') : t('extVerifyFetchFailed', { reason: result.reason }),
      };
  }
}

function ResultItem(props: { result: TVerifyResult; platform: ExtensionPlatform; t: T; language: TLanguage }) {
  const { result, platform, t, language } = props;
  const grantAndRetry = async (origin: string) => {
    // Asked while handling the click: Chrome shows its prompt only for a user gesture.
    if (await platform.permissions.request({ origins: [`${origin}/*`] }))
      await platform.verifyResults.verify(result.url);
  };
  return (
    <VerifyReport name={result.name} title={result.url} report={reportOf(result, t, language)}>
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
    </VerifyReport>
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
