// Spec items this file exercises (docs/spec-items.md): R-my-signature.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TLoggedUserInfo, TSealRow } from '@ecsign/core/model';
import { ENTERPRISE, USER, failure, ok, renderScreen, type FetchRoute } from '../../test-support/render-screen';
import { MySignatureScreen } from './my-signature-screen';

const seal = (sealId: string, extra: Partial<TSealRow> = {}): TSealRow => ({
  sealId,
  name: '签名',
  kind: 'SIGNATURE',
  source: 'GENERATED',
  style: 'REGULAR',
  ownerType: 'PERSON',
  status: 'ENABLE',
  isDefault: false,
  widthMm: 30,
  heightMm: 13,
  hasSvg: true,
  createdAt: '2026-11-22T01:00:00.000Z',
  ...extra,
});
const PERSON: TLoggedUserInfo = { ...USER, permissions: ['contract:view', 'signature:manage'] };
const MANAGER: TLoggedUserInfo = {
  ...USER,
  activeAccount: ENTERPRISE,
  permissions: ['contract:view', 'signature:manage', 'seal:manage', 'grant:manage'],
};
const EMPTY_PAGE = ok({ total: 0, records: [], current: 1 });

function open(user: TLoggedUserInfo, routes: Record<string, FetchRoute | object>) {
  return renderScreen(<MySignatureScreen />, {
    url: '/account/mySignature',
    user,
    routes: {
      'POST cb/assemble/seal/use/list': EMPTY_PAGE,
      'GET cb/assemble/seal/image': failure(60100001, 404),
      ...routes,
    },
  });
}

/** The machine running the tests is shared and busy: give replies time. */
const WAIT = { timeout: 5000 };

describe('MySignatureScreen', () => {
  it('lists the signatures with the default first and makes another one the default', async () => {
    let list = [seal('s1', { isDefault: true }), seal('s2', { source: 'DRAWN' })];
    const { calls } = await open(PERSON, {
      'GET cb/assemble/seal/personal/list': () => ok(list),
      'POST cb/assemble/seal/personal/default': () => {
        list = [seal('s2', { source: 'DRAWN', isDefault: true }), seal('s1')];
        return ok(null);
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('signature-card')).toHaveLength(2), WAIT);
    expect(screen.queryByTestId('tab-enterprise')).toBeNull();
    const drawn = screen.getAllByTestId('signature-card')[1]!;
    expect(drawn.textContent).toContain('手写');
    fireEvent.click(within(drawn).getByTestId('signature-set-default'));
    // The list read again puts the drawn one first (the old first card was the default too).
    await waitFor(() => expect(screen.getAllByTestId('signature-card')[0]!.textContent).toContain('手写'), WAIT);
    expect(screen.getAllByTestId('signature-card')[0]!.getAttribute('data-default')).toBe('true');
    expect(calls.find((c) => c.path === 'cb/assemble/seal/personal/default')?.body).toEqual({ sealId: 's2' });
  });

  it("shows the catalogue's text when the last signature may not be deleted", async () => {
    await open(PERSON, {
      'GET cb/assemble/seal/personal/list': ok([seal('s1', { isDefault: true })]),
      'POST cb/assemble/seal/personal/delete': failure(75000021, 409),
    });
    await waitFor(() => expect(screen.getAllByTestId('signature-card')).toHaveLength(1), WAIT);
    fireEvent.click(screen.getByTestId('signature-delete'));
    fireEvent.click(await screen.findByTestId('signature-delete-confirm'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('没有其他印章时，手写签名不能删除'), WAIT);
    expect(screen.getAllByTestId('signature-card')).toHaveLength(1);
  });

  it('shows the enterprise seals to a seal manager and generates the chosen kind', async () => {
    let seals = [seal('e1', { kind: 'OFFICIAL', name: '公章', ownerType: 'ENTERPRISE', style: null })];
    const { calls } = await open(MANAGER, {
      'GET cb/assemble/seal/personal/list': ok([]),
      'GET cb/assemble/seal/enterprise/list': () => ok(seals),
      'POST cb/assemble/seal/enterprise/generate': () => {
        const made = seal('e2', { kind: 'CONTRACT', name: '合同专用章', ownerType: 'ENTERPRISE', style: null });
        seals = [...seals, made];
        return ok(made);
      },
    });
    fireEvent.click(await screen.findByTestId('tab-enterprise'));
    await waitFor(() => expect(screen.getAllByTestId('seal-card')).toHaveLength(1), WAIT);
    fireEvent.click(screen.getByTestId('seal-generate'));
    await waitFor(() => expect(screen.getAllByTestId('seal-card')).toHaveLength(2), WAIT);
    expect(calls.find((c) => c.path === 'cb/assemble/seal/enterprise/generate')?.body).toEqual({ kind: 'CONTRACT' });
    expect(screen.getAllByTestId('seal-card')[1]!.getAttribute('data-name')).toBe('合同专用章');
  });
});
