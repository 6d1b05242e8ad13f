import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quote lines carry any BTW rate of 0–100 with at most 1 decimal (e.g. 9.5 from the quote settings),
 * so vat_rate becomes numeric(4,1). Changed in place (not dropped and re-added) so existing rates stay.
 * Going down rounds a rate such as 9.5 to a whole percentage.
 */
export class QuoteItemVatRateDecimal1795442785226 implements MigrationInterface {
  name = 'QuoteItemVatRateDecimal1795442785226';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "quote_items" ALTER COLUMN "vat_rate" TYPE numeric(4,1) USING "vat_rate"::numeric(4,1)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "quote_items" ALTER COLUMN "vat_rate" TYPE smallint USING round("vat_rate")::smallint`,
    );
  }
}
