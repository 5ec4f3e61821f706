/** An API decimal amount (`0.2`) as integer cents. */
export const centsOf = (amount: number): number => Math.round(amount * 100);

/** A long hex hash shortened for a narrow screen: the first and last 10 digits. */
export const shortHash = (hash: string): string => (hash.length > 24 ? `${hash.slice(0, 10)}…${hash.slice(-10)}` : hash);

/** Milliseconds as h:mm:ss (or m:ss under an hour). */
export function elapsedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
