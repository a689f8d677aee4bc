// The applicant's side of manual review in /auth/person: the upload form asks for both ID sides,
// refuses a missing or too large file before sending, sends both as data URLs, then shows the
// waiting state; a waiting review shows at once; in English and traditional Chinese too.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PERSONAL, USER, ok, renderScreen } from '../../test-support/render-screen';
import { AuthPersonScreen } from '../../screens/auth-person/auth-person-screen';
import { ManualReviewStep } from './manual-review-step';

const WAITING_USER = { ...USER, activeAccount: { ...PERSONAL, authStatus: 'WAIT_MATERIAL' as const }, accounts: [] };
const WAITING = {
  authStatus: 'WAIT_MATERIAL',
  verificationId: 'v1',
  attemptStatus: 'WAIT_MATERIAL',
  method: 'TWO_ELEMENT',
  name: '测试甲',
  idNumberMasked: '110***********001X',
  redirectUrl: null,
  verifiedAt: null,
  certificate: null,
  provider: 'manual',
};
const PENDING = {
  reviewId: 'r-1',
  subjectType: 'PERSON',
  verificationId: 'v1',
  status: 'PENDING',
  reason: null,
  submittedAt: '2026-11-28T02:00:00.000Z',
  decidedAt: null,
};

function png(bytes: number): File {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([data], 'id.png', { type: 'image/png' });
}

describe('manual review in /auth/person', () => {
  it('uploads both ID sides and then waits for the review', async () => {
    let latest: unknown = null;
    const { user, calls } = await renderScreen(<AuthPersonScreen />, {
      url: '/auth/person',
      user: WAITING_USER,
      routes: {
        'GET getLoggedUserInfo': ok(WAITING_USER),
        'GET cb/assemble/auth/person/status': ok(WAITING),
        'GET cb/assemble/auth/evidence/latest': () => ok(latest),
        'POST cb/assemble/auth/person/evidence': () => ok((latest = PENDING)),
      },
    });
    await screen.findByTestId('evidence-upload-form', {}, { timeout: 15_000 });
    await user.click(screen.getByTestId('evidence-submit'));
    expect(screen.getByTestId('evidence-error').textContent).toBe('请上传全部材料');

    const inputs = screen.getByTestId('evidence-upload-form').querySelectorAll<HTMLInputElement>('input[type=file]');
    const [front, back] = [...inputs];
    expect(inputs.length).toBe(2);
    await user.upload(front!, png(9 * 1024 * 1024));
    await user.upload(back!, png(2048));
    await user.click(screen.getByTestId('evidence-submit'));
    expect(screen.getByTestId('evidence-error').textContent).toBe('认证材料文件过大，每个文件不超过 8 MB');
    expect(calls.some((call) => call.path === 'cb/assemble/auth/person/evidence')).toBe(false);

    await user.upload(front!, png(4096));
    await user.click(screen.getByTestId('evidence-submit'));
    await screen.findByTestId('review-pending', {}, { timeout: 15_000 });
    const sent = calls.find((call) => call.path === 'cb/assemble/auth/person/evidence')!.body as {
      verificationId: string;
      files: { kind: string; data: string }[];
    };
    expect(sent.verificationId).toBe('v1');
    expect(sent.files.map((file) => file.kind)).toEqual(['ID_FRONT', 'ID_BACK']);
    expect(sent.files[0]!.data.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
  }, 60_000);

  it.each([
    ['en', 'wait for review by platform staff'],
    ['zh-TW', '正在等待平台人工審核'],
  ] as const)('shows a waiting review at once (%s)', { timeout: 30_000 }, async (language, text) => {
    await renderScreen(<AuthPersonScreen />, {
      url: '/auth/person',
      user: WAITING_USER,
      language,
      routes: {
        'GET getLoggedUserInfo': ok(WAITING_USER),
        'GET cb/assemble/auth/person/status': ok(WAITING),
        'GET cb/assemble/auth/evidence/latest': ok(PENDING),
      },
    });
    await waitFor(() => expect(screen.getByTestId('review-pending').textContent).toContain(text), { timeout: 15_000 });
  });

  it('asks an enterprise for the business licence and the letter of authorisation', { timeout: 30_000 }, async () => {
    await renderScreen(<ManualReviewStep subjectType="ENTERPRISE" verificationId="e1" />, {
      user: USER,
      routes: { 'GET cb/assemble/auth/evidence/latest': ok(null) },
    });
    const form = await screen.findByTestId('evidence-upload-form', {}, { timeout: 15_000 });
    expect(form.textContent).toContain('请上传营业执照和授权委托书');
    expect(form.textContent).toContain('营业执照');
    expect(form.textContent).toContain('授权委托书');
    expect(form.querySelectorAll('input[type=file]').length).toBe(2);
  });
});
