// The platform settings against a scripted server: the watermark switched on with its text, a
// too-long text refused in the catalogue's words, and the page refused to non-staff.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { USER, failure, ok, renderScreen } from '../../test-support/render-screen';
import { PlatformConfigScreen } from './platform-config-screen';

const STAFF = { ...USER, userOwnerType: 'INSIDE' as const, permissions: ['platform:config' as const] };
const LIST = [
  { settingType: 'BAN_SCREENSHOTS', state: 'DISABLE', watermarkText: null, updatedAt: '2026-11-22T00:00:00.000Z' },
  { settingType: 'WATERMARK', state: 'DISABLE', watermarkText: null, updatedAt: '2026-11-22T00:00:00.000Z' },
];

describe('PlatformConfigScreen', () => {
  it('switches the watermark on with its text, and shows a refusal in the catalogue words', async () => {
    let refuse = false;
    const { user, calls } = await renderScreen(<PlatformConfigScreen />, {
      user: STAFF,
      session: { permissions: ['platform:config'] },
      routes: {
        'GET bc/assemble/watermarkbanscreenshots/list': ok(LIST),
        'GET baseservice/config/types': ok([]),
        'GET baseservice/config/getlistByteBusinessTypes': ok([]),
        'POST bc/assemble/watermarkbanscreenshots/update': () => (refuse ? failure(61600003) : ok(null)),
      },
    });
    await user.type(await screen.findByLabelText(/水印文字/), '仅供签署');
    await user.click(screen.getByLabelText('预览文件时显示水印'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'bc/assemble/watermarkbanscreenshots/update')?.body).toEqual({
        settingType: 'WATERMARK',
        state: 'ENABLE',
        watermarkText: '仅供签署',
      }),
    );
    refuse = true;
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('水印内容不能超过20个字'));
  });

  it('switches an interface option and refuses a value of the wrong kind in the catalogue words', async () => {
    const { user, calls } = await renderScreen(<PlatformConfigScreen />, {
      user: STAFF,
      session: { permissions: ['platform:config'] },
      routes: {
        'GET bc/assemble/watermarkbanscreenshots/list': ok(LIST),
        'GET bc/assemble/interfacesetting/list': ok({
          systemName: null,
          displayName: '电子合同签署系统',
          options: [
            { key: 'REGISTRATION_ENABLED', value: true, description: 'Self-registration' },
            { key: 'COPYRIGHT_TEXT', value: null, description: 'Footer' },
            { key: 'SSO_ENABLED', value: false, description: 'configured' },
          ],
        }),
        'POST bc/assemble/interfacesetting/update': (call) =>
          (call.body as { settingKey: string }).settingKey === 'COPYRIGHT_TEXT' ? failure(62300003) : ok(null),
      },
    });
    await user.click(await screen.findByRole('tab', { name: '界面设置' }));
    await user.click(await screen.findByLabelText('REGISTRATION_ENABLED'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'bc/assemble/interfacesetting/update')?.body).toEqual({
        settingKey: 'REGISTRATION_ENABLED',
        settingValue: false,
      }),
    );
    expect(screen.queryByLabelText('SSO_ENABLED')).toBeNull();
    await user.type(screen.getByLabelText('COPYRIGHT_TEXT'), '© 2026');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('系统参数值格式不正确'));
    expect(calls.filter((call) => call.path === 'bc/assemble/interfacesetting/update').at(-1)?.body).toEqual({
      settingKey: 'COPYRIGHT_TEXT',
      settingValue: '© 2026',
    });
  });

  it('is refused to someone without platform:config', async () => {
    await renderScreen(<PlatformConfigScreen />, { user: USER, session: { permissions: ['contract:view'] } });
    expect(screen.getByTestId('no-platform-permission').textContent).toBe('仅平台运营人员可以修改平台配置');
  });
});
