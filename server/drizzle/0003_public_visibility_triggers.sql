-- Custom SQL migration file, put your code below! --
-- Written by hand through `drizzle-kit generate --custom`: triggers are beyond the schema DSL.
-- products.is_public = the product and its brand, category and type are all active; it and the
-- product_public_counts table follow every write in the writing transaction, so public lists and
-- their totals never join or count over the catalogue.
CREATE OR REPLACE FUNCTION product_is_public(p_active boolean, p_brand integer, p_category integer, p_type integer)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p_active
    AND EXISTS (SELECT 1 FROM brands WHERE id = p_brand AND is_active)
    AND EXISTS (SELECT 1 FROM categories WHERE id = p_category AND is_active)
    AND EXISTS (SELECT 1 FROM product_types WHERE id = p_type AND is_active)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_set_public() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_public := product_is_public(NEW.is_active, NEW.brand_id, NEW.category_id, NEW.type_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_set_public BEFORE INSERT OR UPDATE OF is_active, brand_id, category_id, type_id, is_public ON products
  FOR EACH ROW EXECUTE FUNCTION products_set_public();
--> statement-breakpoint
-- A brand, category or type switched on or off: its products follow (only those that change).
CREATE OR REPLACE FUNCTION products_follow_parent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'brands' THEN
    UPDATE products SET is_public = NOT is_public WHERE brand_id = NEW.id
      AND is_public IS DISTINCT FROM product_is_public(is_active, brand_id, category_id, type_id);
  ELSIF TG_TABLE_NAME = 'categories' THEN
    UPDATE products SET is_public = NOT is_public WHERE category_id = NEW.id
      AND is_public IS DISTINCT FROM product_is_public(is_active, brand_id, category_id, type_id);
  ELSE
    UPDATE products SET is_public = NOT is_public WHERE type_id = NEW.id
      AND is_public IS DISTINCT FROM product_is_public(is_active, brand_id, category_id, type_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_products_public AFTER UPDATE OF is_active ON brands
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active) EXECUTE FUNCTION products_follow_parent();
--> statement-breakpoint
CREATE TRIGGER categories_products_public AFTER UPDATE OF is_active ON categories
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active) EXECUTE FUNCTION products_follow_parent();
--> statement-breakpoint
CREATE TRIGGER product_types_products_public AFTER UPDATE OF is_active ON product_types
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active) EXECUTE FUNCTION products_follow_parent();
--> statement-breakpoint
-- Existing data: the flag for every product, before the count triggers exist.
UPDATE products SET is_public = product_is_public(is_active, brand_id, category_id, type_id);
--> statement-breakpoint
-- Counts per brand × category × type, adjusted once per statement from its transition tables
-- (one branch per event: a trigger sees only the transition tables it declared).
CREATE OR REPLACE FUNCTION product_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_public_counts AS c (brand_id, category_id, type_id, total)
      SELECT brand_id, category_id, type_id, count(*)::integer FROM new_rows WHERE is_public
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (brand_id, category_id, type_id) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_public_counts AS c (brand_id, category_id, type_id, total)
      SELECT brand_id, category_id, type_id, -count(*)::integer FROM old_rows WHERE is_public
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (brand_id, category_id, type_id) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    INSERT INTO product_public_counts AS c (brand_id, category_id, type_id, total)
      SELECT brand_id, category_id, type_id, sum(delta)::integer FROM (
        SELECT brand_id, category_id, type_id, 1 AS delta FROM new_rows WHERE is_public
        UNION ALL SELECT brand_id, category_id, type_id, -1 FROM old_rows WHERE is_public
      ) AS changes
      GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (brand_id, category_id, type_id) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();
--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();
--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();
--> statement-breakpoint
-- Existing data: the counts from scratch (the flags were computed above).
INSERT INTO product_public_counts (brand_id, category_id, type_id, total)
  SELECT brand_id, category_id, type_id, count(*)::integer FROM products WHERE is_public GROUP BY 1, 2, 3;
