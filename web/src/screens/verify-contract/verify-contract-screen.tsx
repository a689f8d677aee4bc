// /verify (open to anyone): the check of a completed contract by the verification code printed on
// its certificate of completion (typed, or from the QR code's ?code=…). It shows that the contract
// exists, who signed it and when, its documents' hashes and its evidence-log entry; a dropped
// copy is compared with those hashes in the page.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Container, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { labelPlatformLocalTime, type TContractVerifyReply } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useLocation } from '../../app/router';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { LanguageSelect } from '../../i18n/language-select';
import { CopyCheck } from './copy-check';

/** Crockford base32, 16 characters once spaces and dashes are gone (ZVerificationCode). */
const CODE = /^[0-9A-HJKMNP-TV-Z]{16}$/;
const normalise = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export function VerifyContractScreen(_props: { params: Record<string, string> }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const fromLink = new URLSearchParams(useLocation().search).get('code') ?? '';
  const [code, setCode] = useState(fromLink);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<TContractVerifyReply | null>(null);

  const look = useCallback(
    async (typed: string) => {
      setProblem(null);
      setFound(null);
      const normalised = normalise(typed);
      if (!CODE.test(normalised)) return setProblem(t('verifyCodeFormat'));
      setBusy(true);
      try {
        setFound(await api.call(endpoints.contracts.verify, { query: { code: normalised } }, { noToken: true }));
      } catch (caught) {
        setProblem(errorText(caught, language));
      } finally {
        setBusy(false);
      }
    },
    [api, language, t],
  );
  useEffect(() => {
    if (fromLink) void look(fromLink);
  }, [fromLink, look]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void look(code);
  }

  return (
    <Container size="md" py="lg" data-testid="verify-contract">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2}>{t('verifyTitle')}</Title>
          <LanguageSelect />
        </Group>
        <form onSubmit={submit}>
          <Group align="flex-end">
            <TextInput
              label={t('summaryVerificationCode')}
              placeholder="XXXX-XXXX-XXXX-XXXX"
              value={code}
              error={problem ?? undefined}
              onChange={(event) => setCode(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={busy}>
              {t('verifyLookUp')}
            </Button>
          </Group>
        </form>
        {found && (
          <Paper withBorder p="md" data-testid="verify-result">
            <Stack gap="sm">
              <Alert color="green">{t('verifyExists', { name: found.taskName })}</Alert>
              <Text size="sm">
                {t('verifyFacts', {
                  taskNo: found.taskNo,
                  initiator: found.initiatorEnterprise ?? '—',
                  completedAt: found.completedAt,
                })}
              </Text>
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('verifySigner')}</Table.Th>
                    <Table.Th>{t('verifySignedAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {found.signers.map((signer, index) => (
                    <Table.Tr key={index} data-testid="verify-signer">
                      <Table.Td>
                        {signer.enterpriseName ? `${signer.enterpriseName}（${signer.name}）` : signer.name}
                      </Table.Td>
                      <Table.Td>{labelPlatformLocalTime(signer.signedAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {found.documents.map((document) => (
                <Text key={document.sha256} size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {document.name} · SHA-256 {document.sha256}
                </Text>
              ))}
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {t('verifyEvidence', { sequence: found.evidence.sequence, hash: found.evidence.entryHash })}
              </Text>
              <CopyCheck documents={found.documents} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
