// One HTTP POST to an SMS provider with undici's fetch and a time limit. Answers the status and the
// body read as JSON (null when it is not JSON); a timeout or a failed connection becomes TIMEOUT
// and a 5xx UNAVAILABLE, both worth another try.
import { fetch } from 'undici';
import { SmsSendError } from './sms-send-error';

export interface ProviderReply {
  status: number;
  json: unknown;
}

export async function postToProvider(
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<ProviderReply> {
  let response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      redirect: 'error',
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${init.timeoutMs} ms` : 'no connection';
    throw new SmsSendError('TIMEOUT', true, null, `${reason} (${(error as Error).message})`);
  }
  if (response.status >= 500) {
    throw new SmsSendError('UNAVAILABLE', true, null, `the provider answered HTTP ${response.status}`);
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Left null: each adapter decides what a body it cannot read means.
  }
  return { status: response.status, json };
}
