// /account/index, the account centre: personal information (with the changes of mobile number and
// e-mail), the password change, the user's accounts to switch between, the sign password, and the
// key device.
import { SimpleGrid, Stack, Card, Title } from '@mantine/core';
import { ROUTE_TITLES } from '@ecsign/core/guard';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { useI18n } from '../../i18n/i18n-context';
import { AccountListCard } from './account-list-card';
import { ChangePasswordForm } from './change-password-form';
import { PersonalInfoCard } from './personal-info-card';
import { SignPasswordCard } from './sign-password-card';
import { UkeyCard } from './ukey-card';
import { usePersonalInfo } from './use-personal-info';

export function AccountScreen() {
  const { t, language } = useI18n();
  const { info, error, setInfo } = usePersonalInfo();
  return (
    <Stack gap="md" data-testid="account-centre">
      <BreadcrumbHeader items={[{ label: t('home'), to: '/home' }, { label: ROUTE_TITLES.accountCenter[language] }]} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PersonalInfoCard info={info} error={error} onChanged={setInfo} />
        <Card withBorder radius="md" p="lg">
          <Stack gap="xs">
            <Title order={4}>{t('changePassword')}</Title>
            <ChangePasswordForm />
          </Stack>
        </Card>
      </SimpleGrid>
      <AccountListCard />
      <SignPasswordCard />
      <UkeyCard />
    </Stack>
  );
}
