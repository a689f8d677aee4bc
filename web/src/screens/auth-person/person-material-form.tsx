// When the provider cannot confirm a person from the registry alone (WAIT_MATERIAL), a photo of
// the ID card settles it: POST …/auth/person/material.
import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TPersonAuthState } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ImageUploadField } from '../../components/image-upload/image-upload-field';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

export function PersonMaterialForm(props: { state: TPersonAuthState; onChecked(state: TPersonAuthState): void }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [image, setImage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!image) return setError(t('imageRequired'));
    setBusy(true);
    setError(null);
    try {
      props.onChecked(
        await api.call(endpoints.verification.personMaterial, {
          body: { verificationId: props.state.verificationId!, image },
        }),
      );
    } catch (caught) {
      setError(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md" maw={420} data-testid="person-material-form">
      <Text size="sm">{t('idPhotoNeeded')}</Text>
      <ImageUploadField label={t('idCardPhoto')} onImage={setImage} error={error} />
      <Button w="fit-content" loading={busy} onClick={() => void submit()}>
        {t('uploadMaterial')}
      </Button>
    </Stack>
  );
}
