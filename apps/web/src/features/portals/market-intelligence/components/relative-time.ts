const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60_000],
  ['hour', 60 * 60_000],
  ['day', 24 * 60 * 60_000],
];

/** '3 hours ago', 'yesterday', '4 days ago'; a week or more reads as a date. */
export function formatAgo(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  if (elapsed < 60_000) return 'just now';
  if (elapsed >= 7 * 24 * 60 * 60_000) return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60_000;
  for (const [u, ms] of STEPS) {
    if (elapsed >= ms) {
      unit = u;
      size = ms;
    }
  }
  return relative.format(-Math.floor(elapsed / size), unit);
}
