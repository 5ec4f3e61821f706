import { useSearchParams } from 'react-router';
import { isMailLanguage, isMailTemplateKey } from '@oddsmith/core';
import { TemplateEditorScreen } from './template-editor-screen';
import { TemplatesListScreen } from './templates-list-screen';

/**
 * `/caff/admin/email-templates`: the list of templates, or (with `?template=&language=`) the editor
 * of one template in one language, so a link or a reload reopens the same editor.
 */
export function EmailTemplatesScreen() {
  const [params] = useSearchParams();
  const key = params.get('template');
  const language = params.get('language');
  if (isMailTemplateKey(key) && isMailLanguage(language)) return <TemplateEditorScreen templateKey={key} language={language} />;
  return <TemplatesListScreen />;
}

