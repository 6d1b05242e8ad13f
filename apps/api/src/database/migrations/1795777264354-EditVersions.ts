import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The optimistic-concurrency version of every editable resource (docs/api.md "Concurrency"): existing
 * rows start at 1, like new ones.
 */
export class EditVersions1795777264354 implements MigrationInterface {
  name = 'EditVersions1795777264354';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "companies" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "quote_settings" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "templates" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "customers" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "quotes" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "products" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "terms" ADD "version" integer NOT NULL DEFAULT '1'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "terms" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "quotes" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "customers" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "templates" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "quote_settings" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "version"`);
  }
}
