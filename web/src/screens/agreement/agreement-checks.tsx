// The three agreements a new account accepts (registration and an SMS invitation's registration):
// one check box each, whose title opens the agreement to read in a dialog, and the form's error
// for them below.
import { useState, type ReactNode } from 'react';
import { Checkbox, Modal, Stack, Text } from '@mantine/core';
import { PageLink } from '../../components/page-link/page-link';
import { useI18n } from '../../i18n/i18n-context';
import { AgreementDocument } from './agreement-document';
import { AGREEMENTS, quotedTitle, type Agreement } from './agreement-texts';

export function AgreementChecks(props: {
  accepted: readonly number[];
  onChange(accepted: readonly number[]): void;
  /** The form's error for the agreements, shown under the boxes. */
  error?: ReactNode;
}) {
  const { t, language } = useI18n();
  const [reading, setReading] = useState<Agreement | null>(null);
  return (
    <Stack gap={6} data-testid="agreements">
      {AGREEMENTS.map((agreement) => (
        <Checkbox
          key={agreement.id}
          checked={props.accepted.includes(agreement.id)}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            props.onChange(on ? [...props.accepted, agreement.id] : props.accepted.filter((id) => id !== agreement.id));
          }}
          label={
            <>
              {t('agreePrefix')}
              {language === 'en' ? ' ' : ''}
              <PageLink to={`/agreenment/${agreement.id}`} onOpen={() => setReading(agreement)}>
                {quotedTitle(agreement, language)}
              </PageLink>
            </>
          }
          data-testid={`agreement-${agreement.id}`}
        />
      ))}
      {props.error && (
        <Text size="xs" c="red">
          {props.error}
        </Text>
      )}
      <Modal
        opened={reading !== null}
        onClose={() => setReading(null)}
        title={reading?.title[language]}
        size="lg"
        centered
      >
        {reading && <AgreementDocument agreement={reading} language={language} />}
      </Modal>
    </Stack>
  );
}
