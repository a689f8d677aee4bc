import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { sendWithSecurityCheck } from './send-with-security-check';

describe('sendWithSecurityCheck', () => {
  it('sends without a proof when the server does not ask for one', async () => {
    const sent: (string | undefined)[] = [];
    let asked = 0;
    const reply = await sendWithSecurityCheck(
      async (proof) => {
        sent.push(proof);
        return 'sent';
      },
      async () => {
        asked += 1;
        return 'never';
      },
    );
    expect([reply, sent, asked]).toEqual(['sent', [undefined], 0]);
  });

  it('on SMS_CAPTCHA_REQUIRED asks for the security check and sends again with its proof', async () => {
    const sent: (string | undefined)[] = [];
    const reply = await sendWithSecurityCheck(
      async (proof) => {
        sent.push(proof);
        if (!proof) throw new AppError('SMS_CAPTCHA_REQUIRED');
        return 'sent';
      },
      async () => 'tok---point',
    );
    expect([reply, sent]).toEqual(['sent', [undefined, 'tok---point']]);
  });

  it('keeps the refusal when the check is closed, and passes other errors on without asking', async () => {
    const required = new AppError('SMS_CAPTCHA_REQUIRED');
    await expect(
      sendWithSecurityCheck(
        () => Promise.reject(required),
        async () => undefined,
      ),
    ).rejects.toBe(required);
    let asked = 0;
    await expect(
      sendWithSecurityCheck(
        () => Promise.reject(new AppError('TOO_MANY_REQUESTS')),
        async () => {
          asked += 1;
          return 'x';
        },
      ),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(asked).toBe(0);
  });
});
