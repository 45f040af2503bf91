-- The demo data is loaded once, into an empty database only: this row says it was (the seed writes it in its
-- own transaction), so deleting the demo accounts never brings them back on the next start.
CREATE TABLE "demo_seed" (
	"seeded_at" timestamp with time zone PRIMARY KEY DEFAULT now() NOT NULL
);
