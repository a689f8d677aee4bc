import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  NOTICE_PLACEHOLDERS,
  NOTICE_TYPES,
  PLACEHOLDER_SAMPLES,
  templatePlaceholders,
  unknownPlaceholders,
  ZNoticeTemplateUpdate,
} from './notices';

describe('message template texts', () => {
  it('lists placeholders once, in order of use', () => {
    expect(templatePlaceholders('{a}签了{b}，{a}再次{b2} {not one} {}')).toEqual(['a', 'b', 'b2']);
  });

  it('fills the values it has and names the ones it lacks', () => {
    expect(fillTemplate('{name}签署了《{contract}》', { name: '张三' })).toEqual({
      text: '张三签署了《{contract}》',
      missing: ['contract'],
    });
    expect(fillTemplate('{a}{a}', { a: '$&' })).toEqual({ text: '$&$&', missing: [] });
  });

  it('finds placeholders a notice type does not have', () => {
    expect(unknownPlaceholders('CONTRACT_SIGNED', '{signerName}签了{contractName}，金额{amount}')).toEqual(['amount']);
    expect(unknownPlaceholders('JOIN_RESULT', '{recipientName}{enterpriseName}{result}{comment}')).toEqual([]);
  });

  it('has a sample value for every placeholder of every type, for the previews', () => {
    for (const type of NOTICE_TYPES) {
      for (const name of NOTICE_PLACEHOLDERS[type]) expect(PLACEHOLDER_SAMPLES[name], `${type}.${name}`).toBeTruthy();
    }
  });

  it.each([
    ['an e-mail template without a subject', { channel: 'EMAIL', body: 'x' }, false],
    ['an e-mail template with one', { channel: 'EMAIL', subject: 's', body: 'x' }, true],
    ['an SMS of 300 characters', { channel: 'SMS', body: 'x'.repeat(300) }, true],
    ['an SMS of 301 characters', { channel: 'SMS', body: 'x'.repeat(301) }, false],
    ['a blank text', { channel: 'SMS', body: '  ' }, false],
  ])('template update: %s → accepted %s', (_, change, accepted) => {
    expect(ZNoticeTemplateUpdate.safeParse({ noticeType: 'SYSTEM', ...change }).success).toBe(accepted);
  });
});
