// The messages module's public surface: app.ts imports only from here.
export { messagesRoutes } from './messages.routes';
