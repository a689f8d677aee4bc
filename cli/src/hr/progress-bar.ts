// A text progress bar for the terminal: `[#########---------------]  38%  3/8`. Fixed width, so a
// spinner's line does not jump while the counts grow.
export function progressBar(done: number, total: number, width = 24): string {
  const share = total <= 0 ? 1 : Math.min(1, Math.max(0, done / total));
  const filled = Math.round(share * width);
  const percent = `${Math.floor(share * 100)}%`.padStart(4);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent}  ${done}/${total}`;
}
