-- Custom SQL migration file, put your code below! --
-- Written by hand through `drizzle-kit generate --custom`: triggers are beyond the schema DSL.
-- Specification values, equivalents and attributes (issue 24) change search answers (filters,
-- facets, equivalent codes), so their writes append to search_changes like products' do
-- (migration 0005): a product's values or equivalents log the product, an attribute or the types
-- that use it log the attribute ('spec_attribute'). Statement triggers over transition tables log
-- each product once per statement, so a bulk seed of many values adds one row per product, not
-- one per value.
CREATE OR REPLACE FUNCTION search_log_product_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (entity, entity_id) SELECT DISTINCT 'product', product_id FROM old_rows;
  ELSE
    INSERT INTO search_changes (entity, entity_id) SELECT DISTINCT 'product', product_id FROM new_rows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_log_attribute_type_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (entity, entity_id)
    VALUES ('spec_attribute', CASE WHEN TG_OP = 'DELETE' THEN OLD.attribute_id ELSE NEW.attribute_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_spec_values_search_insert AFTER INSERT ON product_spec_values
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_spec_values_search_update AFTER UPDATE ON product_spec_values
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_spec_values_search_delete AFTER DELETE ON product_spec_values
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_equivalents_search_insert AFTER INSERT ON product_equivalents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_equivalents_search_update AFTER UPDATE ON product_equivalents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_equivalents_search_delete AFTER DELETE ON product_equivalents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_product_rows();
--> statement-breakpoint
CREATE TRIGGER spec_attributes_search AFTER INSERT OR UPDATE OR DELETE ON spec_attributes
  FOR EACH ROW EXECUTE FUNCTION search_log_change('spec_attribute');
--> statement-breakpoint
CREATE TRIGGER spec_attribute_types_search AFTER INSERT OR UPDATE OR DELETE ON spec_attribute_types
  FOR EACH ROW EXECUTE FUNCTION search_log_attribute_type_change();
