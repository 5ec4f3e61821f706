import { useState } from 'react';
import { SegmentedControl, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../lib/use-translation';
import { MarkdownPreview } from './markdown-preview';
import classes from './page-article.module.css';

type MarkdownFieldProps = { value: string; onChange: (value: string) => void; error?: string | null };

function BodyInput({ value, onChange, error }: MarkdownFieldProps) {
  const { t } = useTranslation();
  return (
    <Textarea
      className={classes.editor}
      label={t('cms.fields.body')}
      description={t('cms.fields.bodyHint')}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      rows={20}
      resize="vertical"
      spellCheck
    />
  );
}

/** The Markdown body and its live preview: side by side on a wide screen, a Write / Preview switch on a phone. */
export function MarkdownField(props: MarkdownFieldProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  if (wide) {
    return (
      <SimpleGrid cols={2} spacing="md">
        <BodyInput {...props} />
        <Stack gap={4} pt={46}>
          <MarkdownPreview body={props.value} />
        </Stack>
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="xs">
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as 'write' | 'preview')}
        data={[
          { value: 'write', label: t('cms.editor.write') },
          { value: 'preview', label: t('cms.editor.preview') },
        ]}
        fullWidth
      />
      {mode === 'write' ? <BodyInput {...props} /> : <MarkdownPreview body={props.value} />}
    </Stack>
  );
}
