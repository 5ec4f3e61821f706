import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners } from '../../db/schema';
import { inTransaction } from '../../lib/transaction';
import { renderBanner } from './banners.images';
import * as repo from './banners.repo';
import type { ImageStorage } from './banners.storage';

type DemoBanner = { title: string; link: string; audience: 'guest' | 'player' | 'both'; from: string; to: string; accent: string; headline: string; sub: string };

/** Three demo slides, drawn at seed time (gradients and text, no stock art). */
const demoBanners: DemoBanner[] = [
  { title: 'Live football, live prices', link: '/inplay', audience: 'both', from: '#0b3d2e', to: '#14795a', accent: '#f5c542', headline: 'Live football, live prices', sub: 'Odds that move with every attack' },
  { title: 'Back or lay on the exchange', link: '/exchange', audience: 'both', from: '#1d1b4b', to: '#3b3ba8', accent: '#7ee0ff', headline: 'Back it or lay it', sub: 'Set your own price on the exchange' },
  { title: 'Provably fair casino', link: '/casino', audience: 'both', from: '#3b0d2e', to: '#8a1f4f', accent: '#ffd166', headline: 'Provably fair casino', sub: 'Verify every spin yourself' },
];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A 1600×500 SVG slide: a diagonal gradient, soft circles at the sides and two centred lines of
 * text inside the middle 60 % (what the phone and compact crops keep).
 */
function slideSvg(banner: DemoBanner): string {
  const font = 'DejaVu Sans, Arial, sans-serif';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500" viewBox="0 0 1600 500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${banner.from}"/><stop offset="1" stop-color="${banner.to}"/></linearGradient></defs>
  <rect width="1600" height="500" fill="url(#g)"/>
  <circle cx="1480" cy="90" r="230" fill="${banner.accent}" fill-opacity="0.16"/>
  <circle cx="110" cy="440" r="190" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="1330" cy="420" r="60" fill="${banner.accent}" fill-opacity="0.25"/>
  <rect x="740" y="150" width="120" height="8" rx="4" fill="${banner.accent}"/>
  <text x="800" y="255" text-anchor="middle" font-family="${font}" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(banner.headline)}</text>
  <text x="800" y="318" text-anchor="middle" font-family="${font}" font-size="32" fill="#ffffff" fill-opacity="0.88">${escapeXml(banner.sub)}</text>
</svg>`;
}

/**
 * The demo slides, once: only into an empty gallery (staff deleting them all does not bring them
 * back until the gallery is empty again at a start, which is what a demo wants).
 */
export async function seedDemoBanners(db: Database, storage: ImageStorage): Promise<void> {
  const existing = await db.select({ total: count() }).from(banners);
  if (Number(existing[0]?.total ?? 0) > 0) return;
  const prepared: { banner: DemoBanner; imageKey: string }[] = [];
  for (const banner of demoBanners) {
    const png = await sharp(Buffer.from(slideSvg(banner))).png().toBuffer();
    const imageKey = randomUUID();
    for (const rendition of await renderBanner(png)) await storage.put(`${imageKey}/${rendition.file}`, rendition.body, rendition.contentType);
    prepared.push({ banner, imageKey });
  }
  await inTransaction(db, async (tx) => {
    const again = await tx.select({ total: count() }).from(banners);
    if (Number(again[0]?.total ?? 0) > 0) return;
    for (const [index, { banner, imageKey }] of prepared.entries()) {
      await repo.insertBanner(tx, { title: banner.title, link: banner.link, audience: banner.audience, language: 'all', active: true, sortOrder: index, imageKey, activeFrom: null, activeTo: null, createdBy: null });
    }
  });
}
