import { useMemo } from 'react';
import type { Quote, Template } from '@offerteflow/contracts';
import { QUOTE_BODY_CSS, documentQuoteOf, renderQuoteBody } from '@offerteflow/quote-document';
import { useTemplates } from '../templates';

/** The quote's template: its own, else the company's default (what its PDF is printed with). */
function templateOf(quote: Quote, templates: readonly Template[] | undefined): Template | undefined {
  return templates?.find((t) => (quote.templateId ? t.id === quote.templateId : t.isDefault));
}

/**
 * Customer, details (valid-until, number of items, total), the lines with their totals and the notes:
 * the responsive quote body of packages/quote-document (the customer's page shows the same), in the
 * quote's house colours and font. It follows the dialog's width: lines stack on a phone.
 */
export function QuoteDetailBody({ quote }: { quote: Quote }) {
  const templates = useTemplates();
  const template = templateOf(quote, templates.data);
  const html = useMemo(
    () =>
      renderQuoteBody(
        { quote: documentQuoteOf(quote), style: template },
        { headingLevel: 3, meta: ['validUntil', 'itemCount', 'total'] },
      ),
    [quote, template],
  );
  const authors = [
    quote.createdBy && { label: 'Aangemaakt door', name: quote.createdBy.name },
    quote.sentBy && { label: 'Verzonden door', name: quote.sentBy.name },
  ].filter((a): a is { label: string; name: string } => Boolean(a));
  return (
    <>
      <style>{QUOTE_BODY_CSS}</style>
      {/* Built by quote-document, which escapes every piece of user text. */}
      <div data-testid="quote-body" dangerouslySetInnerHTML={{ __html: html }} />
      {/* Who did what is the company's own business: shown in the app, not on the customer's page. */}
      {authors.length > 0 && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {authors.map((a) => (
            <div key={a.label} className="flex gap-1.5">
              <dt className="text-slate-500">{a.label}</dt>
              <dd className="text-slate-900">{a.name}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
