// The staff's calls for manual verification reviews (endpoints.identityReviews).
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { TReviewStatus } from '@ecsign/core/model';

const declared = endpoints.identityReviews;

export const identityReviewCalls = (api: ApiClient) => ({
  page: (status: TReviewStatus, current: number, size: number) =>
    api.call(declared.page, { query: { status, current, size } }),
  detail: (reviewId: string) => api.call(declared.detail, { query: { reviewId } }),
  file: async (reviewId: string, fileId: string) => {
    const file = await api.download(declared.file, { query: { reviewId, fileId } }, { ecType: 'download' });
    return new Blob([file.bytes.slice().buffer as ArrayBuffer], { type: file.contentType });
  },
  approve: (reviewId: string) => api.call(declared.approve, { body: { reviewId } }),
  reject: (reviewId: string, reason: string) => api.call(declared.reject, { body: { reviewId, reason } }),
});
