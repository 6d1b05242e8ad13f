import { SETTINGS_DEFAULTS, type Template } from '@offerteflow/contracts';

/** A template as GET /api/templates answers it: the default 'Standaard' (the default style) unless overridden. */
export function template(overrides: Partial<Template>): Template {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Standaard',
    isDefault: true,
    type: 'standard',
    confidenceScore: null,
    ...SETTINGS_DEFAULTS.templateStyle,
    logo: null,
    sourceFileUrl: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
