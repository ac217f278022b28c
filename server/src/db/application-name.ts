/**
 * The `application_name` of every server connection, so a restore can see instances still
 * running. A module of its own: `npm run backup`/`restore` need the name, not the database client
 * (importing client.ts loads drizzle and the schema, ~2 s of CPU per command here).
 */
export const APPLICATION_NAME = 'katalog';
