// /prePlaced's field palette in jsdom: a field type dragged onto a page becomes a field box there
// (kept on the page when dropped over an edge, with a notice), a palette tile placed from the
// keyboard lands in the middle of the first page, field boxes move with the arrow keys, resize with
// Shift+arrows and go with Delete, and each field's required switch, party and label reach the
// request; overlapping fields are warned about.
import { describe, expect, it } from 'vitest';
import { configure, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TContractInitiate } from '@ecsign/core/model';
import { FIELD_DRAG_TYPE } from '../../components/pdf-pages';
import { ok } from '../../test-support/render-screen';
import { openPrePlaced as open } from './open-pre-placed.fixture';

// Replies and pdf.js stand-ins resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 20_000 });

function dropOnPage(page: HTMLElement, type: string, x: number, y: number) {
  page.getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    right: 595,
    bottom: 842,
    width: 595,
    height: 842,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  const dataTransfer = { types: [FIELD_DRAG_TYPE], getData: (kind: string) => (kind === FIELD_DRAG_TYPE ? type : '') };
  // jsdom has no DragEvent: the drop is a plain event given the pointer position by hand.
  for (const make of [createEvent.dragOver, createEvent.drop]) {
    const event = make(page, { dataTransfer });
    Object.defineProperties(event, { clientX: { value: x }, clientY: { value: y } });
    fireEvent(page, event);
  }
}

const rectOf = (box: HTMLElement) => box.getAttribute('data-rect');

describe('/prePlaced field palette', { timeout: 90_000 }, () => {
  it('offers every field type, and a dropped one lands centred where it was dropped', async () => {
    await open();
    const palette = screen.getByTestId('field-palette');
    expect(
      within(palette)
        .getAllByRole('button')
        .map((tile) => tile.getAttribute('data-field-type')),
    ).toEqual(['SEAL', 'SIGNATURE', 'DATE', 'TEXT', 'CHECKBOX', 'NAME', 'ID_NUMBER']);
    dropOnPage(screen.getAllByTestId('pdf-page')[0]!, 'DATE', 200, 742);
    const box = await screen.findByTestId('overlay-box');
    // 110 × 24 pt centred on (200, 842 − 742 = 100).
    expect(rectOf(box)).toBe('145.0,88.0,110.0,24.0');
    expect(box.getAttribute('aria-label')).toContain('日期');
    expect(screen.queryByTestId('place-notice')).toBeNull();
  });

  it('keeps a field dropped over the page edge on the page, and says so', async () => {
    await open();
    dropOnPage(screen.getAllByTestId('pdf-page')[0]!, 'TEXT', 590, 3);
    const box = await screen.findByTestId('overlay-box');
    expect(rectOf(box)).toBe('435.0,818.0,160.0,24.0');
    expect((await screen.findByTestId('place-notice')).textContent).toContain('已移回页面内');
  });

  it('places from the keyboard, moves with arrows, resizes with Shift+arrows, deletes with Delete', async () => {
    const { user } = await open();
    const tile = screen.getByRole('button', { name: /^文本字段/ });
    tile.focus();
    await user.keyboard('{Enter}');
    const box = await screen.findByTestId('overlay-box');
    // 160 × 24 pt in the middle of the 595 × 842 page.
    expect(rectOf(box)).toBe('217.5,409.0,160.0,24.0');
    box.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(rectOf(screen.getByTestId('overlay-box'))).toBe('219.5,410.0,160.0,24.0');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowDown}{/Shift}');
    // Wider by 5 and taller by 5, the top edge (410 + 24) staying where it was.
    expect(rectOf(screen.getByTestId('overlay-box'))).toBe('219.5,405.0,165.0,29.0');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(rectOf(screen.getByTestId('overlay-box'))).toBe('219.5,405.0,160.0,29.0');
    await user.keyboard('{Delete}');
    expect(screen.queryByTestId('overlay-box')).toBeNull();
  });

  it('sends each field with its type, required switch, party and label, and warns of overlaps', async () => {
    const { user, calls } = await open({
      'POST contract/plan/send': ok({ planIds: ['plan-1'], taskNos: ['T1'] }),
    });
    const [page1, page2] = screen.getAllByTestId('pdf-page');
    dropOnPage(page1!, 'TEXT', 200, 700);
    await screen.findByTestId('selected-field');
    await user.click(screen.getByRole('switch', { name: '必填' }));
    await user.type(screen.getByLabelText('提示文字'), '联系地址');
    dropOnPage(page1!, 'CHECKBOX', 210, 700);
    expect(await screen.findByTestId('place-overlap')).toBeTruthy();
    // The check box goes to 乙方 instead of the party chosen for placing.
    await user.click(screen.getAllByLabelText('由谁填写')[0]!);
    await user.click(await screen.findByRole('option', { name: /乙方/ }));
    dropOnPage(page2!, 'SEAL', 300, 300);
    await user.click(screen.getByRole('button', { name: '发起签署' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'contract/plan/send')).toBe(true));
    const body = calls.find((call) => call.path === 'contract/plan/send')!.body as TContractInitiate;
    expect(body.signatories[0]!.positions).toEqual([
      expect.objectContaining({ kind: 'TEXT', required: false, label: '联系地址' }),
      expect.objectContaining({ kind: 'SEAL', page: 2, required: true }),
    ]);
    expect(body.signatories[1]!.positions).toEqual([expect.objectContaining({ kind: 'CHECKBOX', required: true })]);
  });
});
