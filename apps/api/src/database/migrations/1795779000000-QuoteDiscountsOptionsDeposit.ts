import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Line and quote discounts, optional lines, choice groups and the deposit. */
export class QuoteDiscountsOptionsDeposit1795779000000 implements MigrationInterface {
  name = 'QuoteDiscountsOptionsDeposit1795779000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['quotes', 'quote_items']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "discount_type" character varying(10)`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD "discount_value" bigint`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD "discount_cents" bigint NOT NULL DEFAULT '0'`);
    }
    await queryRunner.query(`ALTER TABLE "quote_items" ADD "optional" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "quote_items" ADD "choice_group" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "quote_items" ADD "selected" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "quotes" ADD "deposit_percent" smallint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "quotes" ADD "deposit_cents" bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE "quote_settings" ADD "deposit_percent" smallint NOT NULL DEFAULT '0'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "quote_settings" DROP COLUMN "deposit_percent"`);
    await queryRunner.query(`ALTER TABLE "quotes" DROP COLUMN "deposit_cents"`);
    await queryRunner.query(`ALTER TABLE "quotes" DROP COLUMN "deposit_percent"`);
    await queryRunner.query(`ALTER TABLE "quote_items" DROP COLUMN "selected"`);
    await queryRunner.query(`ALTER TABLE "quote_items" DROP COLUMN "choice_group"`);
    await queryRunner.query(`ALTER TABLE "quote_items" DROP COLUMN "optional"`);
    for (const table of ['quote_items', 'quotes']) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "discount_cents"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "discount_value"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "discount_type"`);
    }
  }
}
