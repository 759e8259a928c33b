-- Every feature of a stored brief says what it does beyond keeping records (ADR 0041); a feature
-- written before capabilities existed only kept records.
UPDATE "project_briefs"
SET "brief" = jsonb_set(
  "brief",
  '{features}',
  (
    SELECT coalesce(
      jsonb_agg(
        CASE WHEN jsonb_typeof(feature) = 'object' AND NOT feature ? 'capability'
          THEN feature || '{"capability":{"id":"records"}}'::jsonb
          ELSE feature
        END
        ORDER BY position
      ),
      '[]'::jsonb
    )
    FROM jsonb_array_elements("brief" -> 'features') WITH ORDINALITY AS t(feature, position)
  )
)
WHERE jsonb_typeof("brief" -> 'features') = 'array';
