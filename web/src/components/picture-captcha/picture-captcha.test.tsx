// Spec items this file exercises (docs/spec-items.md): R-part-picture-captcha, F-captcha.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { PICTURE_REFRESH_INTERVAL_MS } from '@ecsign/core/captcha';
import type { ApiClient } from '@ecsign/core/api';
import { createFakeApi, okEnvelope } from '../../test-support/fake-api-client';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { PictureCaptcha } from './picture-captcha';
import { usePictureCaptcha } from './use-picture-captcha';

function Harness(props: { api: ApiClient; now: () => number }) {
  const controller = usePictureCaptcha(props.api, props.now);
  const [code, setCode] = useState('');
  return <PictureCaptcha controller={controller} value={code} onChange={setCode} />;
}

function setup(options: { fail?: boolean } = {}) {
  let served = 0;
  const fake = createFakeApi({
    'GET cb/assemble/captcha': () => {
      served += 1;
      if (options.fail) return { status: 70000001, message: 'boom' };
      return okEnvelope({ captchaKey: `key-${served}`, captchaImageBase64: `data:image/png;base64,P${served}` });
    },
  });
  const clock = { now: 1_000_000 };
  const view = renderWithProviders(<Harness api={fake.api} now={() => clock.now} />);
  const image = () => screen.getByTestId('captcha-image').querySelector('img')?.getAttribute('src');
  return { ...view, fake, clock, image, served: () => served };
}

describe('PictureCaptcha', () => {
  it('loads the picture from GET cb/assemble/captcha without a token, with the hint to enter it', async () => {
    const { fake, image } = setup();
    await waitFor(() => expect(image()).toBe('data:image/png;base64,P1'));
    expect(fake.calls[0]!.path).toBe('cb/assemble/captcha');
    expect(screen.getByLabelText('验证码').getAttribute('placeholder')).toBe('请输入验证码');
    expect(screen.getByText('看不清？点击图片换一张')).toBeTruthy();
  });

  it('refreshes on click', async () => {
    const { user, image } = setup();
    await waitFor(() => expect(image()).toBe('data:image/png;base64,P1'));
    await user.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(image()).toBe('data:image/png;base64,P2'));
  });

  it('refreshes at most once per 3 s, asking the user to rest otherwise', async () => {
    const { user, image, clock, served } = setup();
    await waitFor(() => expect(image()).toBe('data:image/png;base64,P1'));
    await user.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(image()).toBe('data:image/png;base64,P2'));

    clock.now += 1000;
    await user.click(screen.getByTestId('captcha-image'));
    expect(screen.getByRole('alert').textContent).toBe('刷新太频繁了，请休息一下再试');
    expect(served()).toBe(2);

    clock.now += PICTURE_REFRESH_INTERVAL_MS - 1000;
    await user.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(image()).toBe('data:image/png;base64,P3'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the warning away once the next refresh is allowed', async () => {
    const { user, image } = setup();
    await waitFor(() => expect(image()).toBe('data:image/png;base64,P1'));
    await user.click(screen.getByTestId('captcha-image'));
    await user.click(screen.getByTestId('captcha-image'));
    expect(screen.getByTestId('captcha-rest')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, PICTURE_REFRESH_INTERVAL_MS + 50)));
    expect(screen.queryByTestId('captcha-rest')).toBeNull();
  }, 10_000);

  it('says the picture could not be fetched, and tries again on click', async () => {
    const { user, served } = setup({ fail: true });
    await waitFor(() => expect(screen.getByTestId('captcha-image').textContent).toBe('获取图片验证码失败，请重试'));
    await user.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(served()).toBe(2));
  });

  it('takes four characters in capitals', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('验证码'), 'ab12cd');
    expect(screen.getByLabelText('验证码')).toHaveProperty('value', 'AB12');
  });
});
