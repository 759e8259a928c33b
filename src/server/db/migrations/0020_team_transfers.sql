-- A team transfer is an offer the recipient accepts (ADR 0035): one pending offer per team, to a
-- current member. Removing the member, or the member leaving, takes the offer with them.
CREATE TABLE "team_transfers" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"hand_over_projects" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_transfers" ADD CONSTRAINT "team_transfers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_transfers" ADD CONSTRAINT "team_transfers_from_user_id_user_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_transfers" ADD CONSTRAINT "team_transfers_recipient_member_fk" FOREIGN KEY ("team_id","to_user_id") REFERENCES "public"."team_members"("team_id","user_id") ON DELETE cascade ON UPDATE no action;
