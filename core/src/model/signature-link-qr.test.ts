import { describe, expect, it } from 'vitest';
import { qrCodePath } from './signature-link-qr';

describe('qrCodePath', () => {
  it('draws a version fitting the link with its three finder patterns', async () => {
    const { size, path } = await qrCodePath(
      'http://127.0.0.1:8080/contract/signedManager/personalSignatureTpl?token=abc',
    );
    expect(size).toBeGreaterThanOrEqual(25);
    expect((size - 17) % 4).toBe(0);
    // The finder patterns' corners are dark: top left, top right, bottom left.
    for (const [x, y] of [
      [0, 0],
      [size - 1, 0],
      [0, size - 1],
    ])
      expect(path).toContain(`M${x} ${y}h1v1h-1z`);
    // The separator next to the top-left finder pattern is light.
    expect(path).not.toContain('M7 0h1v1h-1z');
  });
});
