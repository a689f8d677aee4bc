import { describe, expect, it } from 'vitest';
import { answerRuntimeMessage } from './answer-runtime-message';

describe('answerRuntimeMessage', () => {
  it('answers ping with the version', () => {
    expect(answerRuntimeMessage({ type: 'ping' }, '0.1.0')).toEqual({ type: 'pong', version: '0.1.0' });
  });

  it.each([undefined, null, 'ping', {}, { type: 'other' }])('leaves %j to other listeners', (message) => {
    expect(answerRuntimeMessage(message, '0.1.0')).toBeUndefined();
  });
});
