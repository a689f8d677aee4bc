// The staff's review queue against a scripted server: waiting reviews listed, one opened beside
// what the applicant claims, a rejection needs a reason and sends it, an approval is sent and the
// queue reloads; someone without identity:review is refused.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { USER, ok, renderScreen } from '../../test-support/render-screen';
import { IdentityReviewsScreen } from './identity-reviews-screen';

const STAFF = { ...USER, userOwnerType: 'INSIDE' as const, permissions: ['identity:review' as const] };
const ROW = {
  reviewId: 'r-1',
  subjectType: 'PERSON',
  subjectName: '测试甲',
  status: 'PENDING',
  submittedAt: '2026-11-28T02:00:00.000Z',
  decidedAt: null,
  reviewerName: null,
  reason: null,
};
const DETAIL = {
  ...ROW,
  verificationId: 'v-1',
  claimed: { name: '测试甲', idNumberMasked: '110***********001X' },
  files: [
    { fileId: 'f-1', kind: 'ID_FRONT', contentType: 'image/png', bytes: 4096 },
    { fileId: 'f-2', kind: 'ID_BACK', contentType: 'application/pdf', bytes: 3000 },
  ],
};

describe('IdentityReviewsScreen', () => {
  it('lists waiting reviews, opens one, refuses a rejection without a reason, then rejects and approves', async () => {
    const { user, calls } = await renderScreen(<IdentityReviewsScreen />, {
      user: STAFF,
      session: { permissions: ['identity:review'] },
      routes: {
        'GET cb/assemble/auth/reviews/page': ok({ total: 1, records: [ROW], current: 1 }),
        'GET cb/assemble/auth/reviews/detail': ok(DETAIL),
        'POST cb/assemble/auth/reviews/reject': ok({ ...DETAIL, status: 'REJECTED', reason: '照片模糊，请重拍' }),
        'POST cb/assemble/auth/reviews/approve': ok({ ...DETAIL, status: 'APPROVED' }),
      },
    });
    const row = await screen.findByTestId('row-r-1', {}, { timeout: 15_000 });
    expect(row.textContent).toContain('测试甲');
    expect(row.textContent).toContain('个人');
    expect(row.textContent).toContain('待审核');
    expect(calls.find((call) => call.path === 'cb/assemble/auth/reviews/page')!.url.searchParams.get('status')).toBe(
      'PENDING',
    );

    await user.click(screen.getByTestId('open-r-1'));
    const dialog = await screen.findByTestId('review-dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByTestId('review-claimed').textContent).toContain('110***********001X');
    expect(within(dialog).getByText('身份证人像面 (PNG)')).toBeTruthy();
    expect(within(dialog).getByText('身份证国徽面 (PDF)')).toBeTruthy();

    await user.click(within(dialog).getByTestId('review-reject'));
    expect(within(dialog).getByTestId('review-error').textContent).toBe('请填写驳回原因');
    expect(calls.some((call) => call.path === 'cb/assemble/auth/reviews/reject')).toBe(false);
    await user.type(within(dialog).getByLabelText('驳回原因（申请人可见）'), '照片模糊，请重拍');
    await user.click(within(dialog).getByTestId('review-reject'));
    await waitFor(() => expect(screen.getByTestId('review-notice').textContent).toContain('审核结果已保存'));
    expect(calls.find((call) => call.path === 'cb/assemble/auth/reviews/reject')!.body).toEqual({
      reviewId: 'r-1',
      reason: '照片模糊，请重拍',
    });

    await user.click(screen.getByTestId('open-r-1'));
    await user.click(await screen.findByTestId('review-approve'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'cb/assemble/auth/reviews/approve')!.body).toEqual({ reviewId: 'r-1' }),
    );
  }, 90_000);

  it('is refused to someone without the review right', async () => {
    await renderScreen(<IdentityReviewsScreen />, { user: USER, session: { permissions: ['contract:view'] } });
    expect(screen.getByTestId('no-review-permission')).toBeTruthy();
  });
});
