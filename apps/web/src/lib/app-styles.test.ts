import { afterEach, describe, expect, it } from 'vitest';
import { applyAppStyles, appStylesAttribute, whenAppStylesLoaded } from './app-styles';

function addStylesheet(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.setAttribute(appStylesAttribute, '');
  document.head.appendChild(link);
  return link;
}

describe("the app's entry stylesheet", () => {
  afterEach(() => document.querySelectorAll(`link[${appStylesAttribute}]`).forEach((link) => link.remove()));

  it('applies to the screen once the app starts', () => {
    const link = addStylesheet();
    applyAppStyles();
    expect(link.media).toBe('all');
  });

  it('reports its arrival once every sheet has loaded or failed, at once when there is none', () => {
    let calls = 0;
    whenAppStylesLoaded(() => (calls += 1));
    expect(calls).toBe(1);
    const first = addStylesheet();
    const second = addStylesheet();
    whenAppStylesLoaded(() => (calls += 1));
    first.dispatchEvent(new Event('load'));
    expect(calls).toBe(1);
    second.dispatchEvent(new Event('error'));
    expect(calls).toBe(2);
  });
});
