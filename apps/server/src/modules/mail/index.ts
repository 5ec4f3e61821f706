// The mail module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { default as mailJobPlugin } from './mail.job';
export { mailRoutes } from './mail.routes';
export { mailTemplateRoutes } from './mail-templates.routes';
export { createMailer } from './mail.service';
export type { Mailer } from './mail.service';
export { enqueueTemplateMail, enqueueUserMail, mailLanguageOf, mailTimeText } from './mail-templates.service';
export type { TemplateMail, UserMailFacts } from './mail-templates.service';
