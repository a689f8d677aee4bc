// /agreenment/{id}: the user service agreement (1), the privacy policy (2) or the digital
// certificate service agreement (3), readable before registering, in the chosen language.
import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { useI18n } from '../../i18n/i18n-context';
import { AgreementDocument } from './agreement-document';
import { findAgreement } from './agreement-texts';

export function AgreementScreen(props: { params: Record<string, string> }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const agreement = findAgreement(props.params.id);
  return (
    <AuthCard title={agreement ? agreement.title[language] : t('agreementNotFound')} width={760}>
      {agreement ? (
        <AgreementDocument agreement={agreement} language={language} />
      ) : (
        <Text c="dimmed" data-testid="agreement-missing">
          {t('notFoundText')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          variant="light"
          onClick={() => (window.history.length > 1 ? window.history.back() : navigate('/login'))}
        >
          {t('back')}
        </Button>
      </Group>
    </AuthCard>
  );
}
