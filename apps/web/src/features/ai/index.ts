// Public API of the AI feature: the parts other features show (the catalogue's test panel, the quote
// form's text modal and labels). Its endpoints and hooks stay internal.
export { AiTestPanel } from './AiTestPanel';
export { AiTextModal } from './AiTextModal';
export { AI_TEXT } from './ai-texts';
