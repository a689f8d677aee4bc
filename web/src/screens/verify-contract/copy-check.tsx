// "Is my copy the signed contract?": a dropped file's SHA-256, computed in the page, compared with
// the hashes of the contract's final documents.
import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import type { TContractVerifyReply } from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';
import { PdfDropZone } from '../file-valid/pdf-drop-zone';
import { readFileBytes } from '../file-valid/read-file-bytes';
import { sha256Hex } from './sha256-hex';

type TCheck = { fileName: string; sha256: string; matched: string | null };

export function CopyCheck(props: { documents: TContractVerifyReply['documents'] }) {
  const { t } = useI18n();
  const [checks, setChecks] = useState<TCheck[]>([]);

  async function check(files: File[]) {
    const results: TCheck[] = [];
    for (const file of files) {
      const sha256 = await sha256Hex(await readFileBytes(file));
      const matched = props.documents.find((document) => document.sha256.toLowerCase() === sha256)?.name ?? null;
      results.push({ fileName: file.name, sha256, matched });
    }
    setChecks((current) => [...results, ...current]);
  }

  return (
    <Stack gap="sm" data-testid="copy-check">
      <Text fw={600}>{t('verifyCopyTitle')}</Text>
      <PdfDropZone onFiles={(files) => void check(files)} />
      {checks.map((result, index) => (
        <Alert
          key={`${result.fileName}-${index}`}
          color={result.matched ? 'green' : 'red'}
          data-testid="copy-result"
          data-matches={Boolean(result.matched)}
        >
          <Text size="sm" fw={600}>
            {result.matched
              ? t('verifyCopyMatches', { name: result.matched })
              : t('verifyCopyDiffers', { name: result.fileName })}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            SHA-256 {result.sha256}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
