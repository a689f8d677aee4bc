// Plain text shown as paragraphs (blank lines separate them; single line breaks are kept). Content
// pages and notices are stored as plain text, so nothing in them is ever read as HTML.
import { Stack, Text } from '@mantine/core';

export function TextParagraphs(props: { text: string; testId?: string }) {
  const paragraphs = props.text.split(/\n\s*\n/).filter((part) => part.trim());
  return (
    <Stack gap="sm" data-testid={props.testId}>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ whiteSpace: 'pre-wrap' }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
