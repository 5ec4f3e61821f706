import { describe, expect, it } from 'vitest';
import { newPage, useSuiteBrowser } from './support/browser';

/**
 * The language menu: every text on screen follows the choice at once (the app's shared translation
 * snapshot, apps/web/src/lib/use-translation.ts, renews when i18next changes language and when the
 * new language's file has loaded), and the choice stays after a reload.
 */
describe('language', () => {
  const suite = useSuiteBrowser();

  it('a visitor switches the landing to Spanish and back; the choice survives a reload', async () => {
    const { context, page } = await newPage(suite.browser);
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: /Every match, every market/ }).waitFor();

      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: 'Español' }).click();
      await page.getByRole('heading', { name: /Cada partido, cada mercado/ }).waitFor();
      expect(await page.getByRole('link', { name: 'Crear cuenta gratis' }).count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

      await page.reload();
      await page.getByRole('heading', { name: /Cada partido, cada mercado/ }).waitFor();

      await page.getByRole('button', { name: 'Idioma' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('heading', { name: /Every match, every market/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    } finally {
      await context.close();
    }
  });
});
