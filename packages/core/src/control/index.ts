export { AssertionError, assert, assertExists, exhaustive, ok, err } from './control';
export type { Ok, Err, Result } from './control';
export { isUuid, uuidPattern } from './ids';
