// The documents a manual review needs (spec item R-screen-verification): both sides of the ID card
// for a person, the business licence and the letter of authorisation for an enterprise; JPG, PNG or
// PDF of at most 8 MB each. The server checks the type by content and the size again; here a file
// too large is refused before it is sent, in the catalogue's words.
import { useState } from 'react';
import { Alert, Button, FileInput, Stack, Text } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import {
  EVIDENCE_KINDS_BY_SUBJECT,
  EVIDENCE_MAX_BYTES,
  type TEvidenceKind,
  type TOwnReview,
  type TReviewSubjectType,
} from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

const KIND_LABEL = {
  ID_FRONT: 'evidenceKindIdFront',
  ID_BACK: 'evidenceKindIdBack',
  BUSINESS_LICENCE: 'evidenceKindLicence',
  AUTHORISATION_LETTER: 'evidenceKindLetter',
} as const satisfies Record<TEvidenceKind, string>;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

export function EvidenceUploadForm(props: {
  subjectType: TReviewSubjectType;
  verificationId: string;
  onSubmitted(review: TOwnReview): void;
}) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const kinds = EVIDENCE_KINDS_BY_SUBJECT[props.subjectType];
  const [files, setFiles] = useState<Partial<Record<TEvidenceKind, File | null>>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const chosen = kinds.map((kind) => ({ kind, file: files[kind] }));
    if (chosen.some((item) => !item.file)) return setError(t('evidenceMissing'));
    if (chosen.some((item) => item.file!.size > EVIDENCE_MAX_BYTES)) {
      return setError(errorText(new AppError('IDENTITY_EVIDENCE_TOO_LARGE'), language));
    }
    setBusy(true);
    setError(null);
    try {
      const payload = await Promise.all(
        chosen.map(async (item) => ({ kind: item.kind, data: await readAsDataUrl(item.file!) })),
      );
      const submit =
        props.subjectType === 'PERSON'
          ? endpoints.identityReviews.submitPersonEvidence
          : endpoints.identityReviews.submitEnterpriseEvidence;
      props.onSubmitted(await api.call(submit, { body: { verificationId: props.verificationId, files: payload } }));
    } catch (caught) {
      setError(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md" maw={460} data-testid="evidence-upload-form">
      <Text size="sm">{t(props.subjectType === 'PERSON' ? 'evidenceNeededPerson' : 'evidenceNeededEnterprise')}</Text>
      {kinds.map((kind) => (
        <FileInput
          key={kind}
          label={t(KIND_LABEL[kind])}
          placeholder={t('evidenceChooseFile')}
          accept="image/png,image/jpeg,application/pdf"
          value={files[kind] ?? null}
          onChange={(file) => setFiles((current) => ({ ...current, [kind]: file }))}
          data-testid={`evidence-${kind}`}
        />
      ))}
      {error && (
        <Alert color="red" role="alert" data-testid="evidence-error">
          {error}
        </Alert>
      )}
      <Button w="fit-content" loading={busy} onClick={() => void submit()} data-testid="evidence-submit">
        {t('evidenceSubmit')}
      </Button>
    </Stack>
  );
}
