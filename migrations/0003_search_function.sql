-- unaccent() is only STABLE (its dictionary could change), so it cannot back an index. This
-- IMMUTABLE wrapper names the dictionary explicitly, which makes the promise safe to keep.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
