// The sandbox module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { sandboxRoutes, sandboxSignatureHeader, sandboxWebhookPath } from './sandbox.routes';
export { createSandboxPayment } from './sandbox.service';
