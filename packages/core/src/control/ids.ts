/** A uuid in its text form (any version, either case): the ids of users, events, tickets and payments. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a filter's text is an id (searched exactly) rather than part of a name. */
export function isUuid(text: string): boolean {
  return uuidPattern.test(text);
}
