// The mail module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { default as mailJobPlugin } from './mail.job';
export { mailRoutes } from './mail.routes';
export { createMailer } from './mail.service';
export type { Mailer } from './mail.service';
