// The portal's dialog: a Mantine modal 440 px wide unless a width is given.
import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { DIALOG_WIDTH } from './dialog-sizes';

export function AppDialog(props: {
  opened: boolean;
  onClose(): void;
  title: ReactNode;
  width?: number | 'auto';
  children: ReactNode;
}) {
  const { opened, onClose, title, width = DIALOG_WIDTH, children } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={width} centered>
      {children}
    </Modal>
  );
}
