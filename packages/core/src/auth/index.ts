export { isAdminRole, isRole, isStaffRole, roles, staffRoles } from './roles';
export type { Role, StaffRole } from './roles';
export { agentScopedPermissions, hasPermission, isPermission, isScopedToOwnPlayers, permissionMatrix, permissions } from './permissions';
export type { Permission, RouteAccess } from './permissions';
export {
  adultAgeYears,
  ageInYears,
  checkDateOfBirth,
  checkEmail,
  checkPassword,
  checkUsername,
  commonPasswordsMax,
  emailLengthMax,
  parseIsoDate,
  passwordLengthMax,
  passwordLengthMin,
  usernameLengthMax,
  usernameLengthMin,
} from './account-rules';
export type { AccountRuleCode } from './account-rules';
export { loginFailureWindowMs, loginFailuresFree, loginRetryDelayBaseMs, loginRetryDelayMaxMs, loginRetryDelayMs } from './login-throttle';
