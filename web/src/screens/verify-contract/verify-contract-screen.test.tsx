// Spec items this file exercises (docs/spec-items.md): R-verify.
// /verify in jsdom: a code from the QR link is looked up without a token, the signers and times
// shown; a dropped copy is hashed in the page and matched against the signed documents; a
// malformed code is refused before any call.
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { ok, renderScreen } from '../../test-support/render-screen';
import { sha256Hex } from './sha256-hex';
import { VerifyContractScreen } from './verify-contract-screen';

// Replies and pdf.js stand-ins resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const SIGNED = new TextEncoder().encode('%PDF-1.7 signed contract');

async function reply() {
  return {
    taskName: '采购合同',
    taskNo: 'T1',
    initiatorEnterprise: '演示科技有限公司',
    completedAt: '2026-11-22 10:00:00',
    documents: [{ name: '采购合同.pdf', sha256: await sha256Hex(SIGNED) }],
    signers: [
      { name: '张三', enterpriseName: null, signedAt: '2026-11-22 09:30:00' },
      { name: '李四', enterpriseName: '乙公司', signedAt: '2026-11-22 10:00:00' },
    ],
    evidence: { sequence: 42, entryHash: 'ee'.repeat(32), previousHash: 'dd'.repeat(32) },
  };
}

// Whole-screen tests type and click a lot; a busy machine must not fail them on time alone.
const SCREEN_TEST_TIMEOUT = 20_000;

describe('/verify', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('looks up the code from the link without a token and compares a dropped copy', async () => {
    const data = await reply();
    const { calls } = await renderScreen(<VerifyContractScreen params={{}} />, {
      url: '/verify?code=abcd-1234-efgh-5678',
      routes: { 'GET contract/verify': ok(data) },
    });
    expect(await screen.findByTestId('verify-result')).toBeTruthy();
    expect(calls[0]!.url.searchParams.get('code')).toBe('ABCD1234EFGH5678');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(screen.getAllByTestId('verify-signer').map((row) => row.textContent)).toEqual([
      // Every shown time says its zone (core's platform-time).
      '张三2026-11-22 09:30:00 UTC+8',
      '乙公司（李四）2026-11-22 10:00:00 UTC+8',
    ]);
    const input = screen.getByTestId('copy-check').querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([SIGNED.slice()], 'mine.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(screen.getByTestId('copy-result').getAttribute('data-matches')).toBe('true'));
    fireEvent.change(input, { target: { files: [new File(['tampered'], 'other.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.getAllByTestId('copy-result')[0]!.getAttribute('data-matches')).toBe('false'));
  });

  it('refuses a malformed code before asking', async () => {
    const { user, calls } = await renderScreen(<VerifyContractScreen params={{}} />, { url: '/verify' });
    await user.type(screen.getByLabelText('验证码'), 'ABC');
    await user.click(screen.getByRole('button', { name: '核验' }));
    expect(screen.getByText('验证码为 16 位字母或数字')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says when no contract has the code', async () => {
    const { user } = await renderScreen(<VerifyContractScreen params={{}} />, {
      url: '/verify',
      routes: {
        'GET contract/verify': () =>
          new Response(JSON.stringify({ status: 6300001, message: '任务不存在', data: null }), { status: 404 }),
      },
    });
    await user.type(screen.getByLabelText('验证码'), 'ABCD1234EFGH5678');
    await user.click(screen.getByRole('button', { name: '核验' }));
    await waitFor(() => expect(screen.queryByTestId('verify-result')).toBeNull());
    expect(await screen.findByText(/./, { selector: '.mantine-TextInput-error' })).toBeTruthy();
  });
});
