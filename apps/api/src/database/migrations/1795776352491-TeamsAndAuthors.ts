import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Teams: invitations, deactivated and deleted users, the role 'medewerker' (was 'member', never used),
 * and who created and who e-mailed each quote, backfilled from the quote history: the first
 * created/duplicated entry's user, else (quotes with no such entry, e.g. generated data) the company's
 * first user; the last 'sent' entry's user. Entries without a user (API keys) leave the column null.
 */
export class TeamsAndAuthors1795776352491 implements MigrationInterface {
  name = 'TeamsAndAuthors1795776352491';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "team_invitations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" uuid NOT NULL, "email" character varying(254) NOT NULL, "role" character varying(20) NOT NULL, "token_hash" character(64) NOT NULL, "invited_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "accepted_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c14b443d431077f89344a3fd262" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "team_invitations_token_hash_unique" ON "team_invitations" ("token_hash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "team_invitations_company_created_idx" ON "team_invitations" ("company_id", "created_at") `,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "deactivated_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "deleted_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "quotes" ADD "created_by" uuid`);
    await queryRunner.query(`ALTER TABLE "quotes" ADD "sent_by" uuid`);
    await queryRunner.query(
      `CREATE INDEX "quotes_company_created_by_idx" ON "quotes" ("company_id", "created_by") `,
    );
    await queryRunner.query(
      `ALTER TABLE "quotes" ADD CONSTRAINT "FK_7597d56df256df54e6fda6cd646" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "quotes" ADD CONSTRAINT "FK_1ec5544fffdf2452e58b4eb710c" FOREIGN KEY ("sent_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "team_invitations" ADD CONSTRAINT "FK_a73e5d7ec4c478fbb24bec874fe" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "team_invitations" ADD CONSTRAINT "FK_92d21809e16a56887210bb4dbc5" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "team_invitations_open_email_unique" ON "team_invitations" ("company_id", lower("email")) WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL`,
    );
    await queryRunner.query(`UPDATE "users" SET "role" = 'medewerker' WHERE "role" = 'member'`);
    await queryRunner.query(
      `UPDATE "quotes" q SET "created_by" = h."user_id"
         FROM (SELECT DISTINCT ON ("quote_id") "quote_id", "user_id" FROM "quote_history"
                WHERE "action" IN ('created', 'duplicated') ORDER BY "quote_id", "at", "id") h
        WHERE h."quote_id" = q."id"`,
    );
    await queryRunner.query(
      `UPDATE "quotes" q SET "created_by" = u."id"
         FROM (SELECT DISTINCT ON ("company_id") "company_id", "id" FROM "users" ORDER BY "company_id", "created_at", "id") u
        WHERE u."company_id" = q."company_id" AND NOT EXISTS (
          SELECT 1 FROM "quote_history" h WHERE h."quote_id" = q."id" AND h."action" IN ('created', 'duplicated'))`,
    );
    await queryRunner.query(
      `UPDATE "quotes" q SET "sent_by" = h."user_id"
         FROM (SELECT DISTINCT ON ("quote_id") "quote_id", "user_id" FROM "quote_history"
                WHERE "action" = 'sent' ORDER BY "quote_id", "at" DESC, "id" DESC) h
        WHERE h."quote_id" = q."id"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."team_invitations_open_email_unique"`);
    await queryRunner.query(`UPDATE "users" SET "role" = 'member' WHERE "role" = 'medewerker'`);
    await queryRunner.query(
      `ALTER TABLE "team_invitations" DROP CONSTRAINT "FK_92d21809e16a56887210bb4dbc5"`,
    );
    await queryRunner.query(
      `ALTER TABLE "team_invitations" DROP CONSTRAINT "FK_a73e5d7ec4c478fbb24bec874fe"`,
    );
    await queryRunner.query(`ALTER TABLE "quotes" DROP CONSTRAINT "FK_1ec5544fffdf2452e58b4eb710c"`);
    await queryRunner.query(`ALTER TABLE "quotes" DROP CONSTRAINT "FK_7597d56df256df54e6fda6cd646"`);
    await queryRunner.query(`DROP INDEX "public"."quotes_company_created_by_idx"`);
    await queryRunner.query(`ALTER TABLE "quotes" DROP COLUMN "sent_by"`);
    await queryRunner.query(`ALTER TABLE "quotes" DROP COLUMN "created_by"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "deleted_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "deactivated_at"`);
    await queryRunner.query(`DROP INDEX "public"."team_invitations_company_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."team_invitations_token_hash_unique"`);
    await queryRunner.query(`DROP TABLE "team_invitations"`);
  }
}
