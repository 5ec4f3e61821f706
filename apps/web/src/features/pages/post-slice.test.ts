import { describe, expect, it } from 'vitest';
import { initialPostState, pageLoaded, pageNotFound, postReducer } from './post-slice';

const page = { id: 'p1', slug: 'terms', language: 'es' as const, title: 'Términos', html: '<p>x</p>', publishedAt: '2026-01-01T00:00:00.000Z', languages: ['en' as const, 'es' as const] };

describe('post slice', () => {
  it('keeps the page on screen without the language list, and forgets a previous miss', () => {
    const missed = postReducer(initialPostState, pageNotFound('nope'));
    expect(missed).toEqual({ current: null, missing: 'nope' });
    const loaded = postReducer(missed, pageLoaded(page));
    expect(loaded).toEqual({ current: { id: 'p1', slug: 'terms', language: 'es', title: 'Términos', html: '<p>x</p>', publishedAt: page.publishedAt }, missing: null });
  });

  it('a missing page clears the one shown before', () => {
    const state = postReducer(postReducer(initialPostState, pageLoaded(page)), pageNotFound('gone'));
    expect(state.current).toBeNull();
  });
});
