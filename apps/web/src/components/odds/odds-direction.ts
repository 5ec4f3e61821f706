export type OddsValue = number | 'suspended';
export type OddsDirection = 'up' | 'down' | null;

/** Which way a price moved: only between two numbers; to or from 'suspended' is no move. */
export function oddsDirection(previous: OddsValue | undefined, next: OddsValue): OddsDirection {
  if (typeof previous !== 'number' || typeof next !== 'number' || previous === next) return null;
  return next > previous ? 'up' : 'down';
}

/** How long a moved price stays tinted, from the move that starts the flash; then it is neutral again. */
export const oddsFlashMs = 2500;
