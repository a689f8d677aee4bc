import { describe, expect, it } from 'vitest';
import { ZDemoSignRequest } from './contract-demo';

describe('ZDemoSignRequest', () => {
  it('takes a name and a PNG data: URL', () => {
    expect(ZDemoSignRequest.parse({ name: ' 访客 ', signatureImage: 'data:image/png;base64,iVBORw0KGgo=' })).toEqual({
      name: '访客',
      signatureImage: 'data:image/png;base64,iVBORw0KGgo=',
    });
  });

  it.each([
    ['no name', { name: ' ', signatureImage: 'data:image/png;base64,AAAA' }],
    ['a long name', { name: 'x'.repeat(21), signatureImage: 'data:image/png;base64,AAAA' }],
    ['a JPEG', { name: 'a', signatureImage: 'data:image/jpeg;base64,AAAA' }],
    ['a huge image', { name: 'a', signatureImage: `data:image/png;base64,${'A'.repeat(700_000)}` }],
  ])('refuses %s', (_name, input) => {
    expect(ZDemoSignRequest.safeParse(input).success).toBe(false);
  });
});
