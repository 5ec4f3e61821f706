import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SiteFooterLinks } from './site-footer-links';

describe('site footer links', () => {
  it('links the five starter pages by slug', () => {
    renderWithProviders(<SiteFooterLinks />);
    const nav = screen.getByRole('navigation', { name: 'Information' });
    const links = [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Terms', '/view-page/terms'],
      ['Privacy', '/view-page/privacy'],
      ['Responsible gambling', '/view-page/responsible-gambling'],
      ['FAQ', '/view-page/faq'],
      ['Contact', '/view-page/contact'],
    ]);
  });
});
