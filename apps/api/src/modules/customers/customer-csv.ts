/** Customers as CSV in the catalogue download's format (common/excel-csv.ts), for the company export. */
import type { Customer } from '@offerteflow/contracts';
import { EXCEL_CSV_BOM, excelCsvLine } from '../../common/excel-csv';

export const CUSTOMER_CSV_HEADER =
  EXCEL_CSV_BOM +
  excelCsvLine([
    'Naam',
    'E-mail',
    'Telefoon',
    'Adres',
    'Postcode',
    'Plaats',
    'Land',
    'KvK-nummer',
    'BTW-nummer',
  ]);

export const customerCsvLines = (customers: readonly Customer[]): string =>
  customers
    .map((c) =>
      excelCsvLine([
        c.name,
        c.email ?? '',
        c.phone ?? '',
        c.address ?? '',
        c.postalCode ?? '',
        c.city ?? '',
        c.country,
        c.kvkNumber ?? '',
        c.vatNumber ?? '',
      ]),
    )
    .join('');
