import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { qrMatrix } from '@ecsign/core/model';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { QrCodeSvg } from './qr-code-svg';

describe('QrCodeSvg', () => {
  it('draws one square per dark module inside a four-module quiet zone', () => {
    const text = 'http://127.0.0.1:8080/fileSign/fileSign?planId=plan-1';
    renderWithProviders(<QrCodeSvg text={text} label="QR" />);
    const svg = screen.getByRole('img', { name: 'QR' });
    const matrix = qrMatrix(text);
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${matrix.size + 8} ${matrix.size + 8}`);
    const squares = svg.querySelector('path')!.getAttribute('d')!.match(/M/g)!.length;
    expect(squares).toBe(matrix.dark.filter(Boolean).length);
    // The top-left finder pattern starts right after the quiet zone.
    expect(svg.querySelector('path')!.getAttribute('d')!.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
