// The popup's to-do list: the contracts waiting for the user's signature on every account they
// hold (the one inbox; first page, total on the toolbar badge), each labelled with its account,
// refreshed on opening and every minute while the popup stays open. A to-do of the active account
// that the popup may sign by itself (contract/popupSignable: fields placed, none to fill in, the
// default seal or signature at hand) offers "Sign", which opens the signing view here
// (popup-sign-view.tsx); every other one "Go and sign", which opens the contract's signing page in
// a portal tab, already logged in as the row's account. A signing the popup was closed in the
// middle of is reported on the next opening with what became of it (interrupted-signing.ts).
import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { TLanguage, TMessageKey } from '@ecsign/core/i18n';
import type { TEveryAccountInbox, TEveryAccountTodo } from '@ecsign/core/model';
import { noticeOf, noticeText, type TPopupNotice } from './popup-notice';
import type { InterruptedSigningMemory } from './interrupted-signing';
import { PopupSignView } from './popup-sign-view';
import type { PopupSigningClient } from './popup-signing-client';
import type { TodoClient } from './todo-client';

export const TODO_REFRESH_MS = 60_000;

export function TodoPanel(props: {
  client: TodoClient;
  signing: PopupSigningClient;
  interrupted: InterruptedSigningMemory;
  language: TLanguage;
  t: (key: TMessageKey, values?: Record<string, string | number>) => string;
  openTab(url: string): void;
  /** Called after each load: the service worker then refreshes the toolbar badge (its only writer). */
  onLoaded(): void;
}) {
  const { client, signing, interrupted, language, t, openTab, onLoaded } = props;
  const [page, setPage] = useState<TEveryAccountInbox | null>(null);
  const [signable, setSignable] = useState<ReadonlySet<string>>(new Set());
  const [signingPlan, setSigningPlan] = useState<string | null>(null);
  const [lastSigning, setLastSigning] = useState<{ taskName: string; outcome: 'SIGNED' | 'UNTOUCHED' } | null>(null);
  const [problem, setProblem] = useState<TPopupNotice | null>(null);
  const [opening, setOpening] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const next = await client.list();
      // Only the active account's to-dos: signing acts as the session's account.
      const mine = next.records.filter((row) => row.account.active).map((row) => row.planId);
      const popupSignable = await signing.signable(mine).catch(() => new Set<string>());
      setPage(next);
      setSignable(popupSignable);
      setProblem(null);
      onLoaded();
    } catch (error) {
      setProblem(noticeOf(error));
    }
  }, [client, signing, onLoaded]);

  useEffect(() => {
    void (async () => {
      const left = await interrupted.recall();
      if (!left) return;
      try {
        setLastSigning({ taskName: left.taskName, outcome: await signing.outcome(left.planId) });
        await interrupted.forget();
      } catch {
        // Another account is active now, or the server is away: ask again on the next opening.
      }
    })();
  }, [interrupted, signing]);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), TODO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  async function sign(row: TEveryAccountTodo) {
    setOpening(row.planId);
    try {
      openTab(await client.signUrl(row.planId, row.account.active ? undefined : row.account.accountId));
    } catch (error) {
      setProblem(noticeOf(error));
    } finally {
      setOpening(null);
    }
  }

  if (signingPlan) {
    return (
      <PopupSignView
        client={signing}
        planId={signingPlan}
        memory={interrupted}
        language={language}
        t={t}
        onClose={() => {
          setSigningPlan(null);
          void refresh();
        }}
      />
    );
  }

  return (
    <Stack gap="xs" data-testid="todo-panel">
      {lastSigning && (
        <Text size="sm" role="status" data-testid="interrupted-signing">
          {t(lastSigning.outcome === 'SIGNED' ? 'extSignInterruptedSigned' : 'extSignInterruptedUntouched', {
            name: lastSigning.taskName,
          })}
        </Text>
      )}
      <Group justify="space-between">
        <Text fw={600}>{t('extTodoTitle')}</Text>
        {page && <Badge color="orange">{page.total}</Badge>}
      </Group>
      {!page && !problem && <Loader role="status" size="sm" aria-label={t('loading')} />}
      {problem && (
        <Text size="sm" c="red" role="alert">
          {noticeText(problem, language)}
        </Text>
      )}
      {page?.records.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('extTodoEmpty')}
        </Text>
      )}
      <Stack gap={6} mah={260} style={{ overflowY: 'auto' }}>
        {page?.records.map((row) => (
          <Paper key={`${row.account.accountId}:${row.planId}`} withBorder p="xs" data-testid="todo-item">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {row.taskName}
                </Text>
                <Text size="xs" c="dimmed" truncate data-testid="todo-account">
                  {row.account.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {row.initiatorEnterprise ?? row.initiator}
                  {row.signDeadline ? ` · ${t('extTodoDeadline', { at: row.signDeadline })}` : ''}
                </Text>
              </div>
              {row.account.active && signable.has(row.planId) ? (
                <Button size="compact-xs" onClick={() => setSigningPlan(row.planId)} data-testid="todo-sign-here">
                  {t('extPopupSign')}
                </Button>
              ) : (
                <Button
                  size="compact-xs"
                  variant="light"
                  loading={opening === row.planId}
                  onClick={() => void sign(row)}
                  title={t('extPopupSignPortalHint')}
                  data-testid="todo-sign-portal"
                >
                  {t('extTodoSign')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      {page && page.total > page.records.length && (
        <Text size="xs" c="dimmed">
          {t('extTodoMore', { count: page.total - page.records.length })}
        </Text>
      )}
    </Stack>
  );
}
