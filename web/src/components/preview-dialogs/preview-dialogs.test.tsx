// Spec items this file exercises (docs/spec-items.md): R-part-image-preview, R-part-content-preview,
// K-dialog-sizes.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { AppDialog } from './app-dialog';
import { ContentPreviewDialog } from './content-preview-dialog';
import { CONTENT_PREVIEW_WIDTH, DIALOG_WIDTH, IMAGE_PREVIEW_SIZE } from './dialog-sizes';
import { formatPreviewContent } from './format-preview-content';
import { ImagePreviewDialog } from './image-preview-dialog';

/** Mantine writes the width as rem (16 px each) into the --modal-size variable. */
const modalWidth = (dialog: HTMLElement) =>
  /--modal-size: calc\(([\d.]+)rem/.exec(dialog.closest('[style*="--modal-size"]')?.getAttribute('style') ?? '')?.[1];
const rem = (px: number) => String(px / 16);

describe('dialog sizes', () => {
  it('are the numbers of spec item K-dialog-sizes', () => {
    expect([DIALOG_WIDTH, IMAGE_PREVIEW_SIZE, CONTENT_PREVIEW_WIDTH]).toEqual([440, 250, 980]);
  });
});

describe('AppDialog', () => {
  it('is 440 px wide by default and closes from its close button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <AppDialog opened onClose={onClose} title="提示">
        正文
      </AppDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '提示' });
    expect(modalWidth(dialog)).toBe(rem(440));
    await user.click(dialog.querySelector('button')!);
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(
      <AppDialog opened={false} onClose={() => undefined} title="提示">
        正文
      </AppDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ImagePreviewDialog', () => {
  it('is titled picture preview and shows the picture in a 250×250 box', () => {
    renderWithProviders(<ImagePreviewDialog opened onClose={() => undefined} src="data:image/png;base64,AA==" />);
    expect(screen.getByRole('dialog', { name: '图片预览' })).toBeTruthy();
    const image = screen.getByTestId('image-preview');
    expect(image.getAttribute('src')).toBe('data:image/png;base64,AA==');
    expect(image.getAttribute('style')).toMatch(
      new RegExp(`width: calc\\(${rem(250)}rem.*height: calc\\(${rem(250)}rem`),
    );
  });
});

describe('ContentPreviewDialog', () => {
  it('is titled content preview, 980 px wide, and shows the JSON formatted', () => {
    renderWithProviders(<ContentPreviewDialog opened onClose={() => undefined} content={{ a: 1, b: ['x'] }} />, {
      language: 'en',
    });
    const dialog = screen.getByRole('dialog', { name: 'Content preview' });
    expect(modalWidth(dialog)).toBe(rem(980));
    expect(screen.getByTestId('content-preview').textContent).toBe('{\n  "a": 1,\n  "b": [\n    "x"\n  ]\n}');
  });
});

describe('formatPreviewContent', () => {
  it.each([
    ['{"a":{"b":2}}', '{\n  "a": {\n    "b": 2\n  }\n}'],
    ['not json', 'not json'],
    [null, 'null'],
    [undefined, ''],
    [[1, 2], '[\n  1,\n  2\n]'],
  ])('formats %j', (content, expected) => {
    expect(formatPreviewContent(content)).toBe(expected);
  });
});
