// A link to another page of the portal: a real href (open in a new tab works), followed through
// the router on a plain click.
import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { useNavigate } from '../../app/router';

export function PageLink(props: {
  to: string;
  children: ReactNode;
  size?: string;
  testId?: string;
  /** Replaces the router on a plain click (e.g. to show the page in a dialog instead). */
  onOpen?: () => void;
}) {
  const { to, children, size = 'sm', testId, onOpen } = props;
  const navigate = useNavigate();
  return (
    <Anchor
      size={size}
      href={to}
      data-testid={testId}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (onOpen) onOpen();
        else navigate(to);
      }}
    >
      {children}
    </Anchor>
  );
}
