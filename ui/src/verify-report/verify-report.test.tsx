// The shared signature check report (spec items R-screen-signature-check, R-file-valid), fed the
// verdicts the portal and the extension hand it: the headline and its colour follow the bottom
// line, the ETSI verdict line and every signature's facts and problems are core's texts in the
// reader's language, a file that could not be checked says why, and the app's own rows and actions
// appear where it puts them.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TFileVerdict, TSignatureVerdict } from '@ecsign/core/pdf';
import { renderWithTexts } from '../test-support/render-with-texts';
import { VerifyReport } from './verify-report';

const passing: TSignatureVerdict = {
  field: 'Seal1',
  signer: '张三',
  intact: true,
  trusted: true,
  coverage: 'whole',
  uncovered: 'none',
  modifiedAfterSigning: false,
  level: 'B-B',
  algorithm: 'ECDSA with SHA-256',
  signingTime: '2026-03-01T08:30:00.000Z',
  timestamp: null,
  problems: [],
  verdict: 'valid',
  reason: null,
};
const tampered: TSignatureVerdict = {
  ...passing,
  field: 'Seal2',
  intact: false,
  problems: ['digest-mismatch'],
  verdict: 'invalid',
  reason: 'HASH_FAILURE',
};
const file = (signatures: TSignatureVerdict[], status: TFileVerdict['status']): TFileVerdict => {
  const worst = signatures.find((s) => s.verdict !== 'valid') ?? signatures[0]!;
  return { file: 'contract.pdf', status, verdict: worst.verdict, reason: worst.reason, signatures };
};

describe('VerifyReport', () => {
  it('a passing file: green headline, the verdict line and each fact of its signature', () => {
    renderWithTexts(
      <VerifyReport
        name="contract.pdf"
        report={{
          kind: 'checked',
          verdict: file([passing], 'valid'),
          bottomLine: 'valid',
          signatureBottomLines: ['valid'],
        }}
      />,
    );
    const report = screen.getByTestId('verify-report');
    expect([report.dataset.file, report.dataset.state]).toEqual(['contract.pdf', 'checked']);
    const headline = screen.getByTestId('verify-headline');
    expect(headline.textContent).toBe('签名有效且可信');
    expect(headline.getAttribute('style')).toContain('green');
    expect(screen.getByTestId('verify-verdict').textContent).toBe('验证结论: 有效');
    const signature = screen.getByTestId('verify-signature');
    expect(signature.dataset.field).toBe('Seal1');
    for (const text of [
      '张三',
      '✓ 签名完整，签署内容未被篡改',
      '✓ 证书链可信',
      '✓ 覆盖整个文件',
      'PAdES B-B',
      'ECDSA with SHA-256',
    ]) {
      expect(within(signature).getByText(text)).toBeTruthy();
    }
    // One time zone, said: the claimed signing time in UTC.
    expect(within(signature).getByText(/2026-03-01 08:30:00 UTC/)).toBeTruthy();
    expect(screen.queryByTestId('verify-signature-problems')).toBeNull();
  });

  it('a tampered signature among two: red headline, its bottom line, problem and ETSI reason', () => {
    renderWithTexts(
      <VerifyReport
        name="contract.pdf"
        report={{
          kind: 'checked',
          verdict: file([passing, tampered], 'invalid'),
          bottomLine: 'tampered',
          signatureBottomLines: ['valid', 'tampered'],
        }}
      />,
    );
    const headline = screen.getByTestId('verify-headline');
    expect(headline.textContent).toBe('签名后文件被篡改');
    expect(headline.getAttribute('style')).toContain('red');
    const verdict = screen.getByTestId('verify-verdict');
    expect([verdict.dataset.verdict, verdict.dataset.reason]).toEqual(['invalid', 'HASH_FAILURE']);
    expect(verdict.textContent).toBe('验证结论: 无效：签署内容的摘要不一致');
    const [first, second] = screen.getAllByTestId('verify-signature');
    expect(within(first!).getByTestId('verify-signature-bottom-line').textContent).toBe('签名有效');
    expect(within(second!).getByTestId('verify-signature-bottom-line').textContent).toBe('签名后文件被篡改');
    expect(within(second!).getByText('✗ 签名不完整或已被篡改')).toBeTruthy();
    expect(within(second!).getByTestId('verify-signature-problems').textContent).toBe(
      '签名后文件内容被修改，摘要不一致',
    );
  });

  it('intact but not trusted: orange, and says the chain is not trusted, in English', () => {
    const untrusted = { ...passing, trusted: false, verdict: 'indeterminate', reason: 'NO_CERTIFICATE_CHAIN_FOUND' };
    renderWithTexts(
      <VerifyReport
        name="contract.pdf"
        report={{
          kind: 'checked',
          verdict: file([untrusted as TSignatureVerdict], 'invalid'),
          bottomLine: 'valid',
          signatureBottomLines: ['valid'],
        }}
      />,
      { language: 'en' },
    );
    const headline = screen.getByTestId('verify-headline');
    expect(headline.textContent).toBe('Signature valid · Certificate chain not trusted');
    expect(headline.getAttribute('style')).toContain('orange');
    expect(screen.getByText('✗ Certificate chain not trusted')).toBeTruthy();
  });

  it('says why a file was not checked, shows a checking file, and keeps the app’s rows and actions', () => {
    renderWithTexts(
      <>
        <VerifyReport name="notes.pdf" report={{ kind: 'refused', reason: '仅支持检查带有电子签名的PDF文件' }}>
          <button type="button">retry</button>
        </VerifyReport>
        <VerifyReport name="slow.pdf" report={{ kind: 'checking' }} />
        <VerifyReport
          name="contract.pdf"
          report={{
            kind: 'checked',
            verdict: file([passing], 'valid'),
            bottomLine: 'valid',
            signatureBottomLines: ['valid'],
          }}
          signatureExtra={() => ({ rows: [['位置', '第 1 页']], below: <span>page view</span> })}
        />
      </>,
    );
    const [refused, checking, checked] = screen.getAllByTestId('verify-report');
    expect(refused!.dataset.state).toBe('refused');
    expect(within(refused!).getByTestId('verify-headline').textContent).toBe('仅支持检查带有电子签名的PDF文件');
    expect(within(refused!).getByRole('button', { name: 'retry' })).toBeTruthy();
    expect(within(checking!).getByRole('status')).toBeTruthy();
    expect(within(checking!).queryByTestId('verify-headline')).toBeNull();
    const signature = within(checked!).getByTestId('verify-signature');
    expect(within(signature).getByText('第 1 页')).toBeTruthy();
    expect(within(signature).getByText('page view')).toBeTruthy();
  });
});
