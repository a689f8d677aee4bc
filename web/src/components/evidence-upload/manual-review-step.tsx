// The material step of an attempt under manual review: the upload form, or — once the documents
// are in — the waiting state, until staff decide (the notice centre and an SMS tell the result).
import { useCallback } from 'react';
import { Alert, Loader } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TReviewSubjectType } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { useRemoteData } from '../remote-data/use-remote-data';
import { EvidenceUploadForm } from './evidence-upload-form';

export function ManualReviewStep(props: { subjectType: TReviewSubjectType; verificationId: string }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const load = useCallback(
    () =>
      api.call(endpoints.identityReviews.latestOwn, {
        query: { subjectType: props.subjectType, verificationId: props.verificationId },
      }),
    [api, props.subjectType, props.verificationId],
  );
  const review = useRemoteData(load);
  if (review.error) return <Alert color="red">{errorText(review.error, language)}</Alert>;
  if (review.data === undefined) return <Loader size="sm" />;
  if (review.data?.status === 'PENDING') {
    return (
      <Alert color="blue" data-testid="review-pending">
        {t('reviewPending', { time: formatDate(review.data.submittedAt, { time: true }) })}
      </Alert>
    );
  }
  return (
    <EvidenceUploadForm
      subjectType={props.subjectType}
      verificationId={props.verificationId}
      onSubmitted={(submitted) => review.set(submitted)}
    />
  );
}

/** Before a new attempt: why the last documents were refused, when they were. */
export function RejectedReviewNotice(props: { subjectType: TReviewSubjectType }) {
  const { t } = useI18n();
  const { api } = usePortalSession();
  const load = useCallback(
    () => api.call(endpoints.identityReviews.latestOwn, { query: { subjectType: props.subjectType } }),
    [api, props.subjectType],
  );
  const review = useRemoteData(load);
  if (review.data?.status !== 'REJECTED') return null;
  return (
    <Alert color="orange" data-testid="review-rejected">
      {t('reviewRejected', { reason: review.data.reason ?? '' })}
    </Alert>
  );
}
