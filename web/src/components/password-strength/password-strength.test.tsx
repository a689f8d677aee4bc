// Spec items this file exercises (docs/spec-items.md): R-part-password-strength.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { PasswordStrength } from './password-strength';

function meter() {
  const element = screen.getByRole('meter', { name: '密码强度' });
  const bars = [...element.children].map((bar) => bar.getAttribute('data-filled') === 'true');
  const colours = [...element.children].map((bar) => (bar as HTMLElement).style.background);
  return { value: element.getAttribute('aria-valuenow'), text: element.getAttribute('aria-valuetext'), bars, colours };
}
const reasons = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('PasswordStrength', () => {
  it('shows an empty meter and no reasons before anything is typed', () => {
    renderWithProviders(<PasswordStrength password="" />);
    expect(meter()).toMatchObject({ value: '0', text: '', bars: [false, false, false] });
    expect(reasons()).toEqual([]);
  });

  it('shows one red bar and every failing reason for a weak password', () => {
    renderWithProviders(<PasswordStrength password="abc" />);
    expect(meter()).toMatchObject({ value: '1', text: '弱', bars: [true, false, false] });
    expect(meter().colours[0]).toContain('red');
    expect(reasons()).toEqual(['密码长度不能少于8位', '至少包含数字、大写字母、小写字母、特殊字符中的三种']);
  });

  it('counts a double-byte character as two and refuses it as a character', () => {
    renderWithProviders(<PasswordStrength password="Abcdefg1中" />);
    expect(meter().value).toBe('1');
    expect(reasons()).toEqual(['密码只能包含数字、字母和特殊字符']);
  });

  it('shows two orange bars for three kinds and no reasons', () => {
    renderWithProviders(<PasswordStrength password="Abcdefg1" />);
    expect(meter()).toMatchObject({ value: '2', text: '中', bars: [true, true, false] });
    expect(meter().colours[1]).toContain('orange');
    expect(reasons()).toEqual([]);
  });

  it('shows three green bars for all four kinds', () => {
    renderWithProviders(<PasswordStrength password="Admin@2026" />);
    expect(meter()).toMatchObject({ value: '3', text: '强', bars: [true, true, true] });
    expect(meter().colours.every((colour) => colour.includes('green'))).toBe(true);
  });

  it('says a too-long password is too long, in English', () => {
    renderWithProviders(<PasswordStrength password="Abcdefgh12345678x" />, { language: 'en' });
    expect(screen.getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuetext')).toBe('Weak');
    expect(reasons()).toEqual(['Use at most 16 characters']);
  });
});
