// The API contract (docs/architecture.md, "One contract"): every request and response schema, once.
// One file per concept; each is re-exported whole.
export * from './common';
export * from './contract';
export * from './sports-contract';
export * from './betting-contract';
export * from './bank-contract';
export * from './admin-users-contract';
export * from './audit-contract';
export * from './admin-staff-contract';
export * from './mail-contract';
export * from './mail-templates-contract';
export * from './responsible-gambling-contract';
export * from './admin-events-contract';
export * from './admin-risk-contract';
export * from './admin-tickets-contract';
export * from './exchange-contract';
export * from './admin-exchange-contract';
export * from './casino-contract';
export * from './banners-contract';
export * from './partner-contract';
export * from './admin-agents-contract';
export * from './pages-contract';
export * from './admin-reports-contract';
export * from './settings-contract';
export * from './notifications-contract';
export * from './messages-contract';
export * from './support-chat-contract';
