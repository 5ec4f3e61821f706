import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm, settledPath } from './support/session';

/** A `width`×`height` RGB PNG: a diagonal gradient (a real picture, drawn here without an image library). */
function gradientPng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = (x * 255) / width;
      row[2 + x * 3] = (y * 255) / height;
      row[3 + x * 3] = 160;
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

describe('banners: staff upload, guests see it in the landing slider', () => {
  const suite = useSuiteBrowser();

  it('an admin uploads a banner for guests; a guest finds it in the slider on the landing, its picture loaded', async () => {
    const title = `Browser test promo ${Date.now().toString(36)}`;
    const staff = await newPage(suite.browser);
    try {
      await logInThroughForm(staff.page, demoAccounts.admin.username, demoAccounts.admin.password);
      await staff.page.goto('/caff/admin/banners-gallery');
      await settledPath(staff.page);
      await staff.page.locator('input[type="file"]').setInputFiles({ name: 'promo.png', mimeType: 'image/png', buffer: gradientPng(1200, 400) });
      await expect.poll(() => staff.page.getByRole('img', { name: 'Preview of the picture to upload' }).count()).toBe(1);
      await staff.page.getByRole('textbox', { name: 'Title' }).fill(title);
      await staff.page.getByRole('textbox', { name: 'Link' }).fill('/casino');
      await staff.page.getByRole('combobox', { name: 'Shown to' }).click();
      await staff.page.getByRole('option', { name: 'Guests', exact: true }).click();
      await staff.page.getByRole('button', { name: 'Upload banner' }).click();
      await staff.page.getByRole('switch', { name: `${title} active` }).waitFor({ timeout: 20_000 });
    } finally {
      await staff.context.close();
    }

    const guest = await newPage(suite.browser);
    try {
      await guest.page.goto('/');
      await settledPath(guest.page);
      const slider = guest.page.getByRole('region', { name: 'Promotions' });
      await slider.waitFor({ timeout: 20_000 });
      // Next to the demo slides: go to ours by its dot, then its picture is on view and loaded.
      await slider.getByRole('button', { name: new RegExp(`: ${title}$`) }).click();
      const picture = slider.getByRole('img', { name: title });
      await picture.waitFor({ state: 'visible' });
      // Slides after the first load lazily, once on screen.
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1600);
      expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/api\/banners\/images\/[0-9a-f-]+\/desktop\.webp$/);
      expect(await slider.getByRole('link', { name: title }).getAttribute('href')).toBe('/casino');
    } finally {
      await guest.context.close();
    }
  });
});
