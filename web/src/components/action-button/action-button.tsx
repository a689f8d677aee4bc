// A button that runs a call (accept, cancel, disable…): busy while it runs; a failure goes to
// `onError` so the list it sits in can show the catalogue's text once, above the rows.
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';

export function ActionButton(
  props: Omit<ButtonProps, 'onClick' | 'loading'> & {
    action(): Promise<unknown>;
    onError(error: unknown): void;
    children: ReactNode;
    'data-testid'?: string;
  },
) {
  const { action, onError, children, ...rest } = props;
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="light"
      {...rest}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await action();
        } catch (caught) {
          onError(caught);
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
