// The partners module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { adminPartnerRoutes } from './partners.admin.routes';
export { runPartnerCommissions } from './partners.commission';
export { partnerCommissionJobPlugin } from './partners.job';
export { partnerRoutes } from './partners.routes';
export { attributeRegistration, createFirstCampaign, createPartnerProfile, ensureDemoPartner } from './partners.service';
export { partnerSettingsKey } from './partners.settings';
