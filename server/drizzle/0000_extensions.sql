-- Custom SQL migration file, put your code below! --
-- Written by hand through `drizzle-kit generate --custom` (the sanctioned way for what the drizzle
-- schema can not express): pg_trgm backs the trigram index on product names (typo-tolerant search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
