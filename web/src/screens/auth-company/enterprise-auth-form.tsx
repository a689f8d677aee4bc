// The enterprise verification form (spec's F-ent-auth- items): mainland — name as on the business
// licence, credit code (GB 32100 checked here first), address, legal representative (ID card,
// name, number), invitation code, seal style; Hong Kong — English and/or Chinese name, business
// and company registration numbers, the authorised person (whose name becomes the legal seal).
// With `enterpriseId` it is an administrator's re-verification of that enterprise.
import { useState, type FormEvent } from 'react';
import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TEnterpriseAuthState, TEnterpriseRegion } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';
import {
  EMPTY_ENTERPRISE_FORM,
  enterpriseFormProblems,
  enterpriseStartBody,
  type TEnterpriseField,
  type TEnterpriseFormValues,
} from './enterprise-form-values';
import { SEAL_STYLES } from './seal-styles';

const START_ERRORS: ErrorRoutes<TEnterpriseField> = {
  codes: {
    CREDIT_CODE_INVALID: 'certificateNumber',
    ID_NUMBER_INVALID: 'legalPersonIdNumber',
    ENTERPRISE_ALREADY_REGISTERED: 'enterpriseName',
  },
  paths: {
    enterpriseName: 'enterpriseName',
    certificateNumber: 'certificateNumber',
    legalPersonName: 'legalPersonName',
    legalPersonIdNumber: 'legalPersonIdNumber',
    enterpriseNameEn: 'enterpriseNameEn',
    enterpriseNameZh: 'enterpriseNameZh',
    businessRegistrationNumber: 'businessRegistrationNumber',
    companyRegistrationNumber: 'companyRegistrationNumber',
    authorizedPersonName: 'authorizedPersonName',
    address: 'address',
    inviteCode: 'inviteCode',
  },
};

export function EnterpriseAuthForm(props: {
  /** Re-verification of this enterprise (administrators only). */
  enterpriseId?: string;
  onStarted(state: TEnterpriseAuthState): void;
  onCancel(): void;
}) {
  const { enterpriseId, onStarted, onCancel } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [region, setRegion] = useState<TEnterpriseRegion>('MAINLAND');
  const [values, setValues] = useState<TEnterpriseFormValues>(EMPTY_ENTERPRISE_FORM);
  const [busy, setBusy] = useState(false);
  const { errors, check, clear, fail } = useFieldErrors(START_ERRORS);

  const field = (name: TEnterpriseField, label: string, extra: { maxLength?: number; description?: string } = {}) => (
    <TextInput
      label={label}
      maxLength={extra.maxLength ?? 100}
      description={extra.description}
      value={values[name]}
      error={errors[name] && <ErrorTextNode text={errors[name]} field={name} />}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        clear(name);
      }}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check(enterpriseFormProblems(region, values, language, t('formatInvalid')))) return;
    setBusy(true);
    try {
      onStarted(
        await api.call(endpoints.verification.enterpriseStart, {
          body: enterpriseStartBody(region, values, enterpriseId),
        }),
      );
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="enterprise-auth-form">
      <Stack gap="md">
        <SegmentedControl
          w="fit-content"
          value={region}
          onChange={(value) => setRegion(value as TEnterpriseRegion)}
          data={[
            { value: 'MAINLAND', label: t('regionMainland') },
            { value: 'HONG_KONG', label: t('regionHongKong') },
          ]}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {region === 'MAINLAND' ? (
            <>
              {field('enterpriseName', t('enterpriseName'), { description: t('enterpriseNameHint') })}
              <Select
                label={t('certificateType')}
                data={[{ value: 'CREDIT_CODE', label: t('creditCodeType') }]}
                value="CREDIT_CODE"
                allowDeselect={false}
                readOnly
              />
              {field('certificateNumber', t('creditCode'), { maxLength: 18 })}
              <Select
                label={t('legalPersonCertificateType')}
                data={[{ value: 'ID_CARD', label: t('idCardType') }]}
                value="ID_CARD"
                allowDeselect={false}
                readOnly
              />
              {field('legalPersonName', t('legalPersonName'), { maxLength: 50 })}
              {field('legalPersonIdNumber', t('legalPersonIdNumber'), { maxLength: 18 })}
            </>
          ) : (
            <>
              {field('enterpriseNameEn', t('enterpriseNameEn'))}
              {field('enterpriseNameZh', t('enterpriseNameZh'))}
              {field('businessRegistrationNumber', t('businessRegistrationNumber'), { maxLength: 20 })}
              {field('companyRegistrationNumber', t('companyRegistrationNumber'), { maxLength: 8 })}
              {field('authorizedPersonName', t('authorizedPersonName'), {
                maxLength: 50,
                description: t('authorizedPersonHint'),
              })}
            </>
          )}
          {field('address', t('enterpriseAddress'))}
          {field('inviteCode', t('inviteCode'), { maxLength: 32 })}
          <Select
            label={t('chosenSeal')}
            placeholder={t('selectPlaceholder')}
            clearable
            data={SEAL_STYLES.map((style) => ({ value: style.id, label: t(style.key) }))}
            value={values.sealId || null}
            onChange={(value) => setValues((current) => ({ ...current, sealId: value ?? '' }))}
          />
        </SimpleGrid>
        {errors.form && (
          <Text size="sm" c="red">
            <ErrorTextNode text={errors.form} field="form" />
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {t(enterpriseId ? 'reverify' : 'nextStep')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
