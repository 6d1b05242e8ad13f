const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a syntactically valid UUID; anything else can never be a row id (answer 404, not 500). */
export const isUuid = (value: string): boolean => UUID.test(value);
