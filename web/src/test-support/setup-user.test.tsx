import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { endUserEventsOfThisTest, setupUser } from './setup-user';

describe('setupUser', () => {
  it('stops typing that outlives its test, so no keystroke reaches the next test', async () => {
    render(<input aria-label="field" />);
    const input = screen.getByLabelText('field') as HTMLInputElement;
    const user = setupUser();
    const typing = user.type(input, 'abcdefghijklmnopqrstuvwxyz');
    endUserEventsOfThisTest();
    await expect(typing).rejects.toThrow('outlived its test');
    expect(input.value.length).toBeLessThan(26);
  });

  it('types normally while its test runs, through the fake-timer hook when one is given', async () => {
    render(<input aria-label="field" />);
    const waits: number[] = [];
    const user = setupUser((ms) => waits.push(ms));
    await user.type(screen.getByLabelText('field'), 'Lisi@2026');
    expect((screen.getByLabelText('field') as HTMLInputElement).value).toBe('Lisi@2026');
    expect(waits.length).toBeGreaterThan(0);
  });
});
