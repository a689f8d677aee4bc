// A check box drawn with vector operators (a square, and a tick when checked), so it needs no
// glyph of any font: used by a CHECKBOX field's signature appearance and by filled-in templates.
const n = (value: number) => String(Math.round(value * 1000) / 1000);

/** Content operators drawing the box inside a width × height frame (origin bottom-left). */
export function checkBoxOps(width: number, height: number, checked: boolean): string[] {
  const side = Math.min(width, height) - 1;
  const x = 0.5;
  const y = (height - side) / 2;
  const ops = ['0 0 0 RG', '0.8 w', `${n(x)} ${n(y)} ${n(side)} ${n(side)} re S`];
  if (checked) {
    ops.push(
      `${n(Math.max(1, side / 12))} w`,
      `${n(x + side * 0.2)} ${n(y + side * 0.5)} m`,
      `${n(x + side * 0.42)} ${n(y + side * 0.25)} l`,
      `${n(x + side * 0.8)} ${n(y + side * 0.78)} l S`,
    );
  }
  return ops;
}
