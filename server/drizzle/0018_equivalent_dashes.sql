-- Custom SQL migration file, put your code below! --
-- Written by hand through `drizzle-kit generate --custom`: `normalisePartCode` (src/lib/equivalents.ts)
-- now drops every dash (Unicode Pd and the minus sign), not only '-'. Codes stored before kept the
-- other dashes in `code_normalised`; stripping them here gives what the new rule writes, since the
-- old rule had already applied NFKC, lower case and the removal of spaces, '-', '.', '_' and '/'.
UPDATE product_equivalents
SET code_normalised = regexp_replace(code_normalised, '[\u058A\u05BE\u1400\u1806\u2010-\u2015\u2E17\u2E1A\u2E3A\u2E3B\u2E40\u2E5D\u301C\u3030\u30A0\u2212\U00010EAD]+', '', 'g')
WHERE code_normalised ~ '[\u058A\u05BE\u1400\u1806\u2010-\u2015\u2E17\u2E1A\u2E3A\u2E3B\u2E40\u2E5D\u301C\u3030\u30A0\u2212\U00010EAD]';
