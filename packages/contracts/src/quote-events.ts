/**
 * Events of a quote's life that other systems can follow (webhooks) and other modules can react to.
 * `quote.sent` fires when a draft becomes sent; `quote.accepted` / `quote.rejected` when a sent quote
 * is decided, by the owner or by the customer on the public link.
 */
export const QUOTE_EVENT_TYPES = [
  'quote.created',
  'quote.sent',
  'quote.accepted',
  'quote.rejected',
  'quote.deleted',
] as const;
export type QuoteEventType = (typeof QUOTE_EVENT_TYPES)[number];
