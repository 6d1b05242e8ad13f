// Public API of the templates feature: the template list, the real document preview and the badge the
// onboarding wizard shows (the page is loaded lazily by the route table).
export { ConfidenceBadge } from './ConfidenceBadge';
export { DocumentFrame, TemplatePreview } from './TemplatePreview';
export { useTemplates } from './hooks';
export { TemplateStyleEditor } from './TemplateStyleEditor';
