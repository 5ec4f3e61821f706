// The payment-methods module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { insertMethod } from './payment-methods.repo';
export { paymentMethodsRoutes } from './payment-methods.routes';
export { providerEnabled, providerSettings, usableMethod } from './payment-methods.service';
export type { ProviderSettings } from './payment-methods.service';
