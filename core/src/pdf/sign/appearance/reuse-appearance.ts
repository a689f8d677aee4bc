// A server stamps one seal with the same lines on many documents: an HR batch signs thousands of
// rows filled from one template, with the enterprise's seal, its name and the day. Building that
// appearance (the image's objects, the font subset and its CMap, two deflates) cost ~1.4 ms a row,
// about an eighth of a row's work. The finished objects are kept per seal image and font buffer
// (weakly: they go when the caller drops the bytes) with the object numbers they were built with,
// and reused only when the document hands out the same numbers again; any other document builds
// its own. The kept objects are never changed: the writer only reads them.
import type { PdfRef } from '../../parse/model/pdf-ref';
import type { PdfStream } from '../../parse/model/pdf-stream';
import type { UpdateObject } from '../place-signature-field';
import { buildAppearance, type AppearanceInput } from './build-appearance';

type Built = { stream: PdfStream; objects: UpdateObject[] };

interface Kept {
  /** The object numbers handed out while building, in order. */
  readonly numbers: readonly number[];
  readonly built: Built;
}

/** Per image, then per font (NONE when absent), the last few appearances by first number and look. */
const NONE = new Uint8Array(0);
const kept = new WeakMap<Uint8Array, WeakMap<Uint8Array, Map<string, Kept>>>();
const KEPT_PER_SEAL = 16;

function keptFor(image: Uint8Array, font: Uint8Array): Map<string, Kept> {
  let byFont = kept.get(image);
  if (!byFont) kept.set(image, (byFont = new WeakMap()));
  let looks = byFont.get(font);
  if (!looks) byFont.set(font, (looks = new Map()));
  return looks;
}

export function reuseAppearance(input: AppearanceInput): Built {
  const options = input.appearance;
  // Invisible signatures and text-only appearances are cheap: built each time.
  if (!options?.image || !(input.width > 0 && input.height > 0)) return buildAppearance(input);
  const look = JSON.stringify([
    input.width,
    input.height,
    input.rotate,
    options.text ?? [],
    options.textPosition ?? null,
    options.fontSize ?? null,
    options.textColor ?? null,
  ]);
  const looks = keptFor(options.image, options.font ?? NONE);
  // Keyed by the first number too: rows whose documents differ in size (a field left empty)
  // alternate between a few numberings, each kept.
  const taken = [input.allocate()];
  const key = `${taken[0]!.num} ${look}`;
  const known = looks.get(key);
  if (known) {
    while (taken.length < known.numbers.length) taken.push(input.allocate());
    if (taken.every((ref, i) => ref.gen === 0 && ref.num === known.numbers[i])) return known.built;
  }
  // Numbers already taken for the check are handed out first, so none is left unused.
  const used: PdfRef[] = [];
  const allocate = () => {
    const ref = taken.shift() ?? input.allocate();
    used.push(ref);
    return ref;
  };
  const built = buildAppearance({ ...input, allocate });
  // The same look always needs the same number of objects; a hole in the numbers would be a bug.
  if (taken.length > 0) throw new Error(`an appearance left ${taken.length} object numbers unused`);
  if (used.every((ref) => ref.gen === 0)) {
    looks.delete(key);
    if (looks.size >= KEPT_PER_SEAL) looks.delete(looks.keys().next().value!);
    looks.set(key, { numbers: used.map((ref) => ref.num), built });
  }
  return built;
}
