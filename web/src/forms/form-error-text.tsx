// The error of a form as a whole (not of one field), under its fields; nothing while there is none.
import { Text } from '@mantine/core';
import { ErrorTextNode } from './error-text-node';

export function FormErrorText(props: { text: string | undefined; testId?: string }) {
  if (!props.text) return null;
  return (
    <Text size="sm" c="red">
      <ErrorTextNode text={props.text} field="form" testId={props.testId} />
    </Text>
  );
}
