// The users module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { activeCashAgentId, findUserByEmail, findUserById, findUserByLogin, findUserByUsername, updateUser } from './users.repo';
export { checkAccountFields, createAccount, requireRule } from './users.service';
export type { Attribution } from './users.service';
export { toAdminUserRow, toPublicUser } from './users.view';
