-- The group seed wrote each evaluation's pictures as the JSON string "[]" instead of an empty array (a jsonb
-- string through jsonb_to_recordset): the app's evaluation lists read `images` as an array and failed on them.
UPDATE comments SET images = '[]'::jsonb WHERE jsonb_typeof(images) = 'string' AND images #>> '{}' = '[]';
