// CMS pages: languages, statuses, limits and the body's safety rules.
export {
  pageBodyLengthMax,
  pageExcerpt,
  pageFallbackLanguage,
  pageLanguages,
  pageMarkdownOptions,
  pageSlugLengthMax,
  pageSlugPattern,
  pageStatuses,
  pageTitleLengthMax,
  pageVersionOrigins,
  pickPageLanguage,
  unsafeMarkdownKind,
  unsafeMarkdownMessages,
} from './pages';
export type { PageLanguage, PageStatus, PageVersionOrigin, UnsafeMarkdownKind } from './pages';
