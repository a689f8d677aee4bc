// One agreement's text in one language: its sections with their paragraphs.
import { Stack, Text, Title } from '@mantine/core';
import { translate, type TLanguage } from '@ecsign/core/i18n';
import type { Agreement } from './agreement-texts';

export function AgreementDocument(props: { agreement: Agreement; language: TLanguage }) {
  const { agreement, language } = props;
  return (
    <Stack gap="sm" data-testid={`agreement-text-${agreement.id}`}>
      <Text size="xs" c="dimmed">
        {translate(language, 'agreementUpdated', { date: agreement.updated })}
      </Text>
      {agreement.sections[language].map((section) => (
        <Stack key={section.heading} gap={4}>
          <Title order={5}>{section.heading}</Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="sm" style={{ lineHeight: 1.7 }}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
