import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mail log of quotes, and the company details the quote PDF prints. The company columns are
 * the same as the settings branch (issue 4, migration AccountSettings1795439068005) adds; IF NOT
 * EXISTS makes this migration a no-op for them once both branches are merged.
 */
export class EmailLogAndCompanyDetails1795439494564 implements MigrationInterface {
  name = 'EmailLogAndCompanyDetails1795439494564';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "email_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" uuid NOT NULL, "quote_id" uuid, "user_id" uuid, "to_address" character varying(254) NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "message_id" character varying(300), "result" character varying(10) NOT NULL, "error" text, CONSTRAINT "PK_edfd3f7225051fc07bdd63a22dc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "email_log_quote_idx" ON "email_log" ("quote_id") `);
    await queryRunner.query(`CREATE INDEX "email_log_company_at_idx" ON "email_log" ("company_id", "at") `);
    await queryRunner.query(
      `ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "email" character varying(254) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "phone" character varying(30) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "address" character varying(300) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "website" character varying(200) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "vat_number" character varying(14) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "chamber_of_commerce" character varying(8) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "iban" character varying(34) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "logo" text NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_log" ADD CONSTRAINT "FK_a906e14786b0cb62e797bb3b258" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_log" ADD CONSTRAINT "FK_75df9f9d760d9ab5ae6cf50a466" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_log" ADD CONSTRAINT "FK_e0a1ff4e21a00383b9aebb35687" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_log" DROP CONSTRAINT "FK_e0a1ff4e21a00383b9aebb35687"`);
    await queryRunner.query(`ALTER TABLE "email_log" DROP CONSTRAINT "FK_75df9f9d760d9ab5ae6cf50a466"`);
    await queryRunner.query(`ALTER TABLE "email_log" DROP CONSTRAINT "FK_a906e14786b0cb62e797bb3b258"`);
    await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN IF EXISTS "logo"`);
    await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN IF EXISTS "iban"`);
    await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN IF EXISTS "chamber_of_commerce"`);
    await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN IF EXISTS "vat_number"`);
    await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN IF EXISTS "website"`);
    await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN IF EXISTS "address"`);
    await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN IF EXISTS "phone"`);
    await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN IF EXISTS "email"`);
    await queryRunner.query(`DROP INDEX "public"."email_log_company_at_idx"`);
    await queryRunner.query(`DROP INDEX "public"."email_log_quote_idx"`);
    await queryRunner.query(`DROP TABLE "email_log"`);
  }
}
