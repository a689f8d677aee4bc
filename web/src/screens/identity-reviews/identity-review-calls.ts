// The staff's calls for manual verification reviews (server: modules/identity-reviews/routes.ts).
import type { ApiClient } from '@ecsign/core/api';
import { ZReviewDetail, ZReviewRow, type TReviewStatus } from '@ecsign/core/model';

const R = 'cb/assemble/auth/reviews';

export const identityReviewCalls = (api: ApiClient) => ({
  page: (status: TReviewStatus, current: number, size: number) =>
    api.page({ method: 'GET', path: `${R}/page`, filter: { status }, current, size }, ZReviewRow),
  detail: (reviewId: string) => api.request({ method: 'GET', path: `${R}/detail`, query: { reviewId } }, ZReviewDetail),
  file: async (reviewId: string, fileId: string) => {
    const file = await api.download({
      method: 'GET',
      path: `${R}/file`,
      query: { reviewId, fileId },
      ecType: 'download',
    });
    return new Blob([file.bytes.slice().buffer as ArrayBuffer], { type: file.contentType });
  },
  approve: (reviewId: string) =>
    api.request({ method: 'POST', path: `${R}/approve`, json: { reviewId } }, ZReviewDetail),
  reject: (reviewId: string, reason: string) =>
    api.request({ method: 'POST', path: `${R}/reject`, json: { reviewId, reason } }, ZReviewDetail),
});
