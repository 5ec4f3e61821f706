import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStylesAttribute } from './app-styles';
import { BootShellDone, bootShellId, removeBootShell } from './boot-shell';

function addShell(): HTMLElement {
  const shell = document.createElement('div');
  shell.id = bootShellId;
  document.body.appendChild(shell);
  return shell;
}

describe('the static shell', () => {
  afterEach(() => document.getElementById(bootShellId)?.remove());

  it('is removed once, and removing it again is harmless', () => {
    addShell();
    removeBootShell();
    expect(document.getElementById(bootShellId)).toBeNull();
    expect(() => removeBootShell()).not.toThrow();
  });

  it("waits for the app's stylesheet when it has not arrived, and goes when it loads or fails", () => {
    for (const outcome of ['load', 'error']) {
      const shell = addShell();
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.setAttribute(appStylesAttribute, '');
      document.head.appendChild(link);
      removeBootShell();
      expect(shell.isConnected).toBe(true);
      link.dispatchEvent(new Event(outcome));
      expect(shell.isConnected).toBe(false);
      link.remove();
    }
  });

  it('goes in the commit that shows the first screen', () => {
    const shell = addShell();
    render(<BootShellDone />);
    expect(shell.isConnected).toBe(false);
  });
});

/** index.html's copy of the app's words: the hero and the in-play title must say what the app then draws. */
describe("the static shell's text", () => {
  const html = new DOMParser().parseFromString(readFileSync(join(__dirname, '../../index.html'), 'utf8'), 'text/html');
  const translations = (language: string) =>
    JSON.parse(readFileSync(join(__dirname, '../../public/locales', language, 'translation.json'), 'utf8')) as {
      landing: Record<string, string>;
      sportsbook: { inplay: { title: string } };
    };

  it.each(['en', 'es', 'hi'])('is the %s translation of the landing hero and the in-play title', (language) => {
    const { landing, sportsbook } = translations(language);
    const hero = html.querySelector(`.boot-hero[lang="${language}"]`);
    const text = (selector: string) => hero?.querySelector(selector)?.textContent?.trim();
    expect(text('.boot-pill')).toBe(landing.badge);
    expect(text('.boot-title')).toBe(`${landing.heroTitleStart} ${landing.heroTitleAccent}`);
    expect(text('.boot-text')).toBe(landing.heroText);
    expect([...(hero?.querySelectorAll('.boot-button') ?? [])].map((button) => button.textContent)).toEqual([landing.ctaRegister, landing.ctaLogin]);
    expect(text('.boot-notice')).toBe(landing.ageNotice);
    expect(html.querySelector(`.boot-screen[lang="${language}"]`)?.textContent?.trim()).toBe(sportsbook.inplay.title);
  });
});
