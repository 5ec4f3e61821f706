// Each area's index.ts names, one by one, what it offers; the package offers all of them.
export * from './control';
export * from './money';
export * from './odds';
export * from './betslip';
export * from './auth';
export * from './ledger';
export * from './cashout';
export * from './settlement';
export * from './sports';
export * from './risk';
export * from './exchange';
export * from './casino';
export * from './settings';
export * from './api';
