// Public API of the AI feature: the parts other features show (the catalogue's test panel, the quote
// form's text modal, labels and price-source badge). Its endpoints and hooks stay internal.
export { AiTestPanel } from './AiTestPanel';
export { AiTextModal } from './AiTextModal';
export { AI_TEXT } from './ai-texts';
export { PriceSourceBadge } from './PriceSourceBadge';
export { appliedQuantity } from './review/review-state';
