import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from '@mantine/hooks';

/** How long a slide stays before the next one (WCAG 2.2.2: the user can pause it). */
export const slideIntervalMs = 6000;

export type Carousel = {
  index: number;
  go: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** Autoplay is on and nothing holds it (hover, focus, the pause button, reduced motion). */
  playing: boolean;
  /** The user's pause button (reduced motion starts paused). */
  stopped: boolean;
  toggleStopped: () => void;
  setHovered: (hovered: boolean) => void;
  setFocused: (focused: boolean) => void;
};

/**
 * A carousel's state: the slide on view, autoplay that pauses while the pointer is over it or focus
 * is inside it, a pause button, and no autoplay at all for prefers-reduced-motion.
 */
export function useCarousel(count: number): Carousel {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userStopped, setUserStopped] = useState<boolean | null>(null);
  const reducedMotion = useReducedMotion();
  const stopped = userStopped ?? reducedMotion;
  const playing = count > 1 && !stopped && !hovered && !focused;

  const go = useCallback((target: number) => setIndex(count > 0 ? ((target % count) + count) % count : 0), [count]);
  const next = useCallback(() => setIndex((current) => (count > 0 ? (current + 1) % count : 0)), [count]);
  const previous = useCallback(() => setIndex((current) => (count > 0 ? (current - 1 + count) % count : 0)), [count]);

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(next, slideIntervalMs);
    return () => window.clearInterval(timer);
  }, [playing, next, index]);

  return { index: count > 0 ? Math.min(index, count - 1) : 0, go, next, previous, playing, stopped, toggleStopped: () => setUserStopped(!stopped), setHovered, setFocused };
}
