import type { PageLanguage } from '@oddsmith/core';

/** A page the product ships with, in every language (staff edit it like any other afterwards). */
export type StarterPage = { slug: string; content: Record<PageLanguage, { title: string; body: string }> };
