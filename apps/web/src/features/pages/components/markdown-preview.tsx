import { useMemo } from 'react';
import { Text } from '@mantine/core';
import MarkdownIt from 'markdown-it';
import { pageMarkdownOptions } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import classes from './page-article.module.css';

/**
 * The server's renderer with the same options (raw HTML shown as text, bare URLs linked), so the
 * preview is what readers will get; the server also runs its allow-list sanitiser, which changes
 * nothing in markdown-it's output but the rel of external links.
 */
const markdown = new MarkdownIt(pageMarkdownOptions);

export function renderMarkdown(body: string): string {
  return markdown.render(body);
}

/** The live preview of a body beside (desktop) or under a tab (phone) the editor. */
export function MarkdownPreview({ body }: { body: string }) {
  const { t } = useTranslation();
  const html = useMemo(() => renderMarkdown(body), [body]);
  return (
    <div className={classes.preview} aria-label={t('cms.editor.preview')} role="region">
      {body.trim() ? (
        // markdown-it with html: false escapes raw HTML and refuses javascript:/vbscript:/data: links.
        <div className={classes.article} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Text c="dimmed" size="sm">
          {t('cms.editor.previewEmpty')}
        </Text>
      )}
    </div>
  );
}
