// A server timestamp as the date (and optionally time) of the viewer's clock, e.g. 2026-03-01 14:05.
export function formatDate(iso: string, options: { time?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return options.time ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}
