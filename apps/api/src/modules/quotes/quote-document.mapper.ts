/** The company and template as the quote document (packages/quote-document) takes them. */
import type { DocumentCompany, DocumentStyle } from '@offerteflow/quote-document';
import { notFound } from '../../common';
import type { CompanyEntity } from '../companies/company.entity';
import { templateStyleOf } from '../templates/template.mapper';
import type { TemplateEntity } from '../templates/template.entity';

const orNull = (value: string | null | undefined) => (value ? value : null);

export function toDocumentCompany(c: CompanyEntity | null): DocumentCompany {
  if (!c) throw notFound();
  return {
    name: c.name,
    email: orNull(c.email),
    phone: orNull(c.phone),
    address: orNull(c.address),
    website: orNull(c.website),
    kvkNumber: orNull(c.chamberOfCommerce),
    vatNumber: orNull(c.vatNumber),
    iban: orNull(c.iban),
    logo: orNull(c.logo),
  };
}

export function toDocumentStyle(t: TemplateEntity | null): DocumentStyle {
  return t ? { ...templateStyleOf(t), logo: t.logo } : {};
}
