// Public API of the onboarding feature, used by the dashboard's onboarding overview (the wizard page is
// loaded lazily by the route table).
export { DocumentStatusIcon } from './DocumentList';
export { useOnboardingApi, useOnboardingExtractedData, useOnboardingStatus } from './hooks';
export { ONBOARDING_TEXT, formatKb, truncate, uploadedFlag } from './wizard';
