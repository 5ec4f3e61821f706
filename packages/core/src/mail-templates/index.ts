// E-mail templates: the catalogue (keys, variables, default content per language), validation of
// staff edits, and filling values in (HTML-escaped in the HTML part). Compiling MJML is the server's.
export {
  defaultMailTemplate,
  isMailLanguage,
  isMailTemplateKey,
  mailLanguageDefault,
  mailLanguageFromHeader,
  mailLanguages,
  mailLayoutTexts,
  mailTemplateDefaults,
  mailTemplateKeys,
  mailTemplateVariables,
  sampleMailValues,
} from './catalogue';
export type { MailLanguage, MailTemplateContent, MailTemplateKey, MailVariable, MailVariableKind } from './catalogue';
export { checkMailTemplate, checkMailValues, escapeHtml, extractMailVariables, fillMailHtml, fillMailText, mailBodyMax, mailLayoutMjml, mailSubjectMax } from './template';
export type { MailTemplateProblem } from './template';
