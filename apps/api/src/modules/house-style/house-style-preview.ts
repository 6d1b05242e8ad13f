/**
 * The preview of a found house style: the real quote document (packages/quote-document) with sample
 * content, built exactly as the PDF renderer builds it (same fonts embedded), so it shows what the
 * PDF will show.
 */
import type { HouseStyleAnalysis } from '@offerteflow/contracts';
import { SAMPLE_COMPANY, SAMPLE_PAYMENT_TERMS, sampleQuote } from '@offerteflow/quote-document';
import { quotePdfJob } from '../../infra/pdf/quote-pdf';

export function styleOf(analysis: HouseStyleAnalysis) {
  return {
    primaryColor: analysis.colors.primary,
    secondaryColor: analysis.colors.secondary,
    fontFamily: analysis.fonts.mapped,
    logoPosition: analysis.logo?.position ?? ('left' as const),
    logo: analysis.logo?.dataUrl ?? null,
  };
}

export function previewHtml(analysis: HouseStyleAnalysis): string {
  return quotePdfJob({
    quote: sampleQuote(),
    company: SAMPLE_COMPANY,
    style: { ...styleOf(analysis), showCompanyDetails: true, showPaymentTerms: true },
    paymentTerms: SAMPLE_PAYMENT_TERMS,
    preview: true,
  }).html;
}
