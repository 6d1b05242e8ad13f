import {
  activeSessionsResponseSchema,
  aiQuoteResultResponseSchema,
  approveTemplateResponseSchema,
  authResponseSchema,
  billingInfoResponseSchema,
  companyExportResponseSchema,
  companySettingsResponseSchema,
  customerListResponseSchema,
  latestCompanyExportResponseSchema,
  documentsResponseSchema,
  extractedDataResponseSchema,
  invitationListResponseSchema,
  invitationResponseSchema,
  onboardingStatusResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  publicInvitationResponseSchema,
  productUsageResponseSchema,
  catalogImportResponseSchema,
  quoteHistoryResponseSchema,
  quoteListResponseSchema,
  quoteResponseSchema,
  quoteSettingsResponseSchema,
  quoteStatsResponseSchema,
  refreshResponseSchema,
  templateGenerationResponseSchema,
  templateListResponseSchema,
  templateResponseSchema,
  templateStatsResponseSchema,
  teamMemberListResponseSchema,
  teamMemberResponseSchema,
  templateStyleResponseSchema,
  termListResponseSchema,
  termResponseSchema,
  uploadDocumentResponseSchema,
  userSettingsEnvelopeSchema,
  verifyResponseSchema,
} from '@offerteflow/contracts';
import type { z } from 'zod';

type Contract = [method: string, path: RegExp, schema: z.ZodType];

const ID = '[^/]+';
const route = (method: string, path: string, schema: z.ZodType): Contract => [
  method,
  new RegExp(`^${path.replaceAll(':id', ID)}$`),
  schema,
];

/**
 * The response contract of every API route the web app reads, as the API declares it in
 * packages/contracts. The test server checks each successful JSON answer of a test against it, so a
 * fake answer can never drift from what the real API sends.
 */
const CONTRACTS: Contract[] = [
  route('GET', '/auth/verify', verifyResponseSchema),
  route('POST', '/auth/(login|register)', authResponseSchema),
  route('POST', '/auth/refresh', refreshResponseSchema),
  route('GET', '/auth/sessions', activeSessionsResponseSchema),
  route('(GET|PUT)', '/billing(/subscription)?', billingInfoResponseSchema),
  route('GET', '/catalog/products', productListResponseSchema),
  route('(POST|PUT)', '/catalog/products(/:id)?', productResponseSchema),
  route('GET', '/catalog/terms', termListResponseSchema),
  route('(POST|PUT)', '/catalog/terms(/:id)?', termResponseSchema),
  route('POST', '/catalog/sample', extractedDataResponseSchema),
  route('GET', '/company-export/latest', latestCompanyExportResponseSchema),
  route('POST', '/company-export', companyExportResponseSchema),
  route('POST', '/catalog/import', catalogImportResponseSchema),
  route('GET', '/customers', customerListResponseSchema),
  route('GET', '/onboarding/status', onboardingStatusResponseSchema),
  route('GET', '/onboarding/documents', documentsResponseSchema),
  route('POST', '/onboarding/upload-document', uploadDocumentResponseSchema),
  route('GET', '/onboarding/extracted-data', extractedDataResponseSchema),
  route('POST', '/onboarding/(upload-template|analyze-template-document)', templateGenerationResponseSchema),
  route('POST', '/onboarding/template-analyses/:id/approve', approveTemplateResponseSchema),
  route('GET', '/quotes', quoteListResponseSchema),
  route('GET', '/quotes/stats', quoteStatsResponseSchema),
  route('GET', '/quotes/product-usage', productUsageResponseSchema),
  route('GET', '/quotes/:id/history', quoteHistoryResponseSchema),
  route('(GET|PUT)', '/quotes/:id', quoteResponseSchema),
  route('POST', '/quotes', quoteResponseSchema),
  route('PATCH', '/quotes/:id/status', quoteResponseSchema),
  route('POST', '/quotes/:id/duplicate', quoteResponseSchema),
  route('(GET|PUT)', '/settings/company', companySettingsResponseSchema),
  route('(GET|PUT)', '/users/settings', userSettingsEnvelopeSchema),
  route('(GET|PUT)', '/settings/quotes', quoteSettingsResponseSchema),
  route('(GET|PUT)', '/settings/templates', templateStyleResponseSchema),
  route('GET', '/templates', templateListResponseSchema),
  route('GET', '/templates/stats', templateStatsResponseSchema),
  route('(POST|PUT)', '/templates(/:id)?', templateResponseSchema),
  route('(POST|DELETE)', '/templates/:id/(set-default|duplicate|logo)', templateResponseSchema),
  route('POST', '/(ai|ai-test)/generate-from-text', aiQuoteResultResponseSchema),
  route('GET', '/team/members', teamMemberListResponseSchema),
  route('(PUT|POST)', '/team/members/:id/(role|deactivate|reactivate)', teamMemberResponseSchema),
  route('GET', '/team/invitations', invitationListResponseSchema),
  route('POST', '/team/invitations(/:id/resend)?', invitationResponseSchema),
  route('GET', '/public/invitations/:id', publicInvitationResponseSchema),
  route('POST', '/public/invitations/:id/accept', authResponseSchema),
];

/** Answers of the current test that broke their route's contract; the test fails on them (setup.ts). */
export const contractViolations: string[] = [];

/** Checks one successful JSON answer against the contract of its route (routes without one pass). */
export function checkResponseContract(method: string, url: string, status: number, body: unknown): void {
  if (status < 200 || status >= 300 || body === undefined) return;
  const path = new URL(url, 'http://test').pathname;
  const contract = CONTRACTS.find(([m, p]) => new RegExp(`^(${m})$`).test(method) && p.test(path));
  if (!contract) return;
  const result = contract[2].safeParse(body);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    contractViolations.push(`${method} ${path} answered outside its contract: ${issues.join('; ')}`);
  }
}
