// The pages module's public surface: app.ts and seeding import only from here.
export { renderPageHtml, sanitisePageHtml } from './page-render';
export { pagesRoutes } from './pages.routes';
export { ensureStarterPages } from './pages.service';
