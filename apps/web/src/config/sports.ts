import { sportIds, type SportId, type SportName } from '@oddsmith/core';

/** The sports of the book in tab order (PRODUCT.md section 4): Betfair ids, used as `spid`. */
export const sportOrder: readonly SportName[] = ['soccer', 'tennis', 'cricket', 'basketball'];

/** The player's default sport (the seed's landing is `/inplay/?spid=4`). */
export const defaultSportId: SportId = sportIds.cricket;

export function isSportId(value: number): value is SportId {
  return sportOrder.some((name) => sportIds[name] === value);
}

/** `spid` from a URL; anything unknown falls back to the default sport. */
export function sportIdFromParam(value: string | null | undefined): SportId {
  const parsed = Number(value);
  return Number.isInteger(parsed) && isSportId(parsed) ? parsed : defaultSportId;
}

export function sportNameOf(id: number): SportName | null {
  return sportOrder.find((name) => sportIds[name] === id) ?? null;
}

/** Other names players and links use for a sport (`/top-nav/sports/football`). */
const sportSlugAliases: Readonly<Record<string, SportName>> = { football: 'soccer', hoops: 'basketball' };

/** A sport slug of a top-nav URL (`soccer` or `football`, `tennis`, `cricket`, `basketball`) to its id. */
export function sportIdFromSlug(slug: string): SportId | null {
  const lower = slug.toLowerCase();
  const name = sportOrder.find((item) => item === lower) ?? sportSlugAliases[lower];
  return name ? sportIds[name] : null;
}

/** A sport in a path: its slug or its id; null when it names no sport. */
export function sportIdFromPath(segment: string): SportId | null {
  const parsed = Number(segment);
  return sportIdFromSlug(segment) ?? (Number.isInteger(parsed) && isSportId(parsed) ? parsed : null);
}
