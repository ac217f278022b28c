// Where every call is served, apart from the client so that the islands' loader can report a
// visitor event (events.ts) without loading the client (issue 34).

/** Where every call is served (DECISIONS "API shape"). */
export const DEFAULT_BASE_URL = '/api-web';
