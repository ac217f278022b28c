-- Custom SQL migration file, put your code below! --
-- Written by hand through `drizzle-kit generate --custom`: triggers are beyond the schema DSL.
-- Every write that can change a search answer appends (entity, id) to search_changes in the
-- writing transaction; each server instance applies the rows past the last one it saw before
-- it answers a search (server/src/routes/products/search/). Visibility-only updates that the
-- brand/category/type triggers make to many products are not logged: the parent's row is.
CREATE OR REPLACE FUNCTION search_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (entity, entity_id)
    VALUES (TG_ARGV[0], CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A product's pictures: the cover shows in suggestions, so the product is logged.
CREATE OR REPLACE FUNCTION search_log_image_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (entity, entity_id)
    VALUES ('product', CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert_delete AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION search_log_change('product');
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    (OLD.name, OLD.harga, OLD.harga_akhir, OLD.urutan, OLD.keterangan, OLD.is_best_seller, OLD.category_id,
      OLD.brand_id, OLD.type_id, OLD.is_active, OLD.created_at)
    IS DISTINCT FROM
    (NEW.name, NEW.harga, NEW.harga_akhir, NEW.urutan, NEW.keterangan, NEW.is_best_seller, NEW.category_id,
      NEW.brand_id, NEW.type_id, NEW.is_active, NEW.created_at))
  EXECUTE FUNCTION search_log_change('product');
--> statement-breakpoint
CREATE TRIGGER product_images_search AFTER INSERT OR UPDATE OR DELETE ON product_images
  FOR EACH ROW EXECUTE FUNCTION search_log_image_change();
--> statement-breakpoint
CREATE TRIGGER brands_search AFTER INSERT OR UPDATE OR DELETE ON brands
  FOR EACH ROW EXECUTE FUNCTION search_log_change('brand');
--> statement-breakpoint
CREATE TRIGGER categories_search AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION search_log_change('category');
--> statement-breakpoint
CREATE TRIGGER product_types_search AFTER INSERT OR UPDATE OR DELETE ON product_types
  FOR EACH ROW EXECUTE FUNCTION search_log_change('type');
--> statement-breakpoint
CREATE TRIGGER search_synonyms_search AFTER INSERT OR UPDATE OR DELETE ON search_synonyms
  FOR EACH ROW EXECUTE FUNCTION search_log_change('synonym');
--> statement-breakpoint
-- The seeded synonym groups: Indonesian and English words buyers of pneumatic parts use for
-- the same thing. Staff edit them on 'Sinonim Pencarian'.
INSERT INTO search_synonyms (words) VALUES
  (ARRAY['silinder', 'cylinder', 'piston']),
  (ARRAY['katup', 'valve', 'klep']),
  (ARRAY['selang', 'hose', 'tube', 'pipa']),
  (ARRAY['regulator', 'pengatur tekanan', 'pressure regulator']),
  (ARRAY['fitting', 'sambungan', 'konektor', 'connector']),
  (ARRAY['unit perawatan udara', 'frl', 'air service unit']),
  (ARRAY['filter', 'saringan']),
  (ARRAY['kompresor', 'compressor']),
  (ARRAY['aktuator', 'actuator', 'penggerak']),
  (ARRAY['gripper', 'penjepit', 'capit']),
  (ARRAY['solenoid', 'selenoid', 'koil']),
  (ARRAY['pelumas', 'lubricator']),
  (ARRAY['peredam', 'silencer', 'muffler']),
  (ARRAY['pengukur tekanan', 'pressure gauge', 'manometer']),
  (ARRAY['putar', 'rotary']);
