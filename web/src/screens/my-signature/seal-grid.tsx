// The cards of a seal list: the failure of the last operation, a note when there are none, and
// one card a seal in a responsive grid.
import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import type { TSealRow } from '@ecsign/core/model';
import { ErrorAlert } from '../../components/error-alert/error-alert';

export function SealGrid(props: {
  seals: TSealRow[] | null;
  error: unknown;
  /** Shown when the list is loaded and empty. */
  emptyText: string;
  /** Between the failure and the cards (e.g. a saved notice). */
  notice?: ReactNode;
  card(seal: TSealRow): ReactNode;
}) {
  const { seals } = props;
  return (
    <>
      <ErrorAlert error={props.error} />
      {props.notice}
      {seals && seals.length === 0 ? <Text c="dimmed">{props.emptyText}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>{(seals ?? []).map(props.card)}</SimpleGrid>
    </>
  );
}
