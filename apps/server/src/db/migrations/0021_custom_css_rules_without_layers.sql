-- Saved versions hold the organiser's sanitised rules alone; the pages add the layers when serving (docs/decisions/0142-custom-css-stored-without-its-layers.md).
UPDATE "custom_css_versions"
SET "sanitized_css" = substr("sanitized_css", 61, length("sanitized_css") - 61)
WHERE starts_with("sanitized_css", '@layer aula-base,aula-custom,aula-safety;@layer aula-custom{') AND right("sanitized_css", 1) = '}';
