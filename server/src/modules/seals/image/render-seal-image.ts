// A seal drawing → its SVG (vector, glyph outlines as paths, real size in millimetres) and its
// transparent PNG at print resolution (16 px per mm: 672 px for a 42 mm seal, about 400 dpi).
import { encodePng } from '../../captcha/encode-png';
import { rasterizePaths } from './rasterize-paths';
import type { SealArtwork } from './seal-artwork';
import { svgPathData } from './vector-path';

export const PIXELS_PER_MM = 16;

export interface SealImage {
  png: Uint8Array;
  svg: string;
  widthPx: number;
  heightPx: number;
}

export function renderSealImage(artwork: SealArtwork, pixelsPerMm = PIXELS_PER_MM): SealImage {
  const widthPx = Math.max(1, Math.round(artwork.widthMm * pixelsPerMm));
  const heightPx = Math.max(1, Math.round(artwork.heightMm * pixelsPerMm));
  const scaleX = widthPx / artwork.widthMm;
  const scaleY = heightPx / artwork.heightMm;
  const rgba = rasterizePaths(artwork.paths, {
    width: widthPx,
    height: heightPx,
    transform: [scaleX, 0, 0, scaleY, 0, 0],
    colour: artwork.colour,
  });
  const fill = `#${artwork.colour.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const w = round(artwork.widthMm);
  const h = round(artwork.heightMm);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">` +
    `<g fill="${fill}" fill-rule="nonzero">` +
    artwork.paths
      .filter((path) => path.length > 0)
      .map((path) => `<path d="${svgPathData(path)}"/>`)
      .join('') +
    '</g></svg>';
  return { png: encodePng(widthPx, heightPx, rgba, { alpha: true }), svg, widthPx, heightPx };
}

function round(value: number): string {
  return String(Math.round(value * 100) / 100);
}
