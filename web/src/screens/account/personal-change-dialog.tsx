// The frame of the dialogs that change one personal detail with codes (mobile number, e-mail):
// the form is mounted only while the dialog is open, so every opening starts empty.
import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';

export function PersonalChangeDialog(props: {
  opened: boolean;
  title: string;
  onClose(): void;
  /** The form; rendered only while open. */
  children: () => ReactNode;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {props.opened && props.children()}
    </Modal>
  );
}
