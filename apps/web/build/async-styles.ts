import type { Plugin } from 'vite';
import { appStylesAttribute } from '../src/lib/app-styles';

const entryStylesheet = /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g;

/**
 * The entry stylesheet (Mantine's styles and the app's) stops blocking the first paint: the static
 * shell in index.html carries its own inline styles and covers the app until its first screen, so the
 * page paints as soon as the HTML is parsed. The sheet is fetched at once but applies to no medium
 * until the app starts (`media="print"`: not render-blocking; a `rel=preload` beside it made
 * Lighthouse count it as blocking again), and the shell stays until it has loaded (src/lib/boot-shell.ts).
 */
export function asyncEntryStyles(): Plugin {
  return {
    name: 'oddsmith:async-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          entryStylesheet,
          (_tag, crossorigin: string | undefined, href: string) =>
            `<link rel="stylesheet"${crossorigin ?? ''} href="${href}" media="print" ${appStylesAttribute}>`,
        ),
    },
  };
}
