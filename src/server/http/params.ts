/** Shapes of path parameters (`endpoint`'s `params`): anything else is answered 404. */

/** A record's id (`randomUUID()`, lowercase). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
