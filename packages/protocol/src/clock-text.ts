/**
 * A clock's time left as every client shows it: h:mm:ss, or mm:ss under an hour, rounded up to the second (a clock
 * that shows 00:00 has run out) and never below zero. One home, so the browser and the terminal read alike.
 */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
