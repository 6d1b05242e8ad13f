import { CONFIDENCE_HIGH, CONFIDENCE_MEDIUM, LOGO_RULE, type Template } from '@offerteflow/contracts';

/** Dutch texts of the templates page and editor (SPEC §2 Templates page). */
export const TEMPLATES_TEXT = {
  title: 'Template Management',
  description: 'Beheer de huisstijl waarmee uw offertes worden opgemaakt.',
  newTemplate: 'Nieuwe template',
  statTotal: 'Totaal templates',
  statDefault: 'Standaard template',
  statFailed: 'Niet geladen',
  statAi: 'AI gegenereerd',
  statCustom: 'Aangepast',
  preview: 'Bekijken',
  setDefault: 'Als standaard instellen',
  duplicate: 'Dupliceren',
  edit: 'Bewerken',
  delete: 'Verwijderen',
  deleteTitle: 'Template verwijderen',
  cancel: 'Annuleren',
  retry: 'Opnieuw proberen',
  confidence: 'AI-betrouwbaarheid',
  sourceFile: 'Geüpload bestand',
  createdOn: 'Aangemaakt op',
  emptyTitle: 'Nog geen templates',
  emptyBody: 'Upload een voorbeeldofferte in de onboarding, dan maakt de AI een template in uw huisstijl.',
  emptyAction: 'Naar onboarding',
  gridTitle: 'Uw templates',
  tipsTitle: 'Tips voor templates',
  tips: [
    'De standaard template wordt gebruikt voor elke nieuwe offerte, tenzij u een andere kiest.',
    'Upload een voorbeeldofferte in de onboarding om automatisch een template in uw huisstijl te maken.',
    'Dupliceer een template om een variant te maken zonder het origineel te wijzigen.',
    `Een logo voor een scherpe PDF: ${LOGO_RULE}.`,
  ],
  setDefaultDone: 'Standaard template ingesteld',
  duplicateDone: 'Template gedupliceerd',
  deleteDone: 'Template verwijderd',
  saveDone: 'Template opgeslagen',
  saveFailed: 'Fout bij opslaan template',
  editorNew: 'Nieuwe template',
  editorEdit: 'Template bewerken',
  previewTitle: 'Voorbeeld',
  save: 'Opslaan',
  close: 'Sluiten',
  name: 'Naam',
  primaryColor: 'Primaire kleur',
  secondaryColor: 'Secundaire kleur',
  fontFamily: 'Lettertype',
  logo: 'Logo',
  logoHint: LOGO_RULE,
  logoChoose: 'Logo kiezen',
  logoRemove: 'Logo verwijderen',
  logoNone: 'Geen eigen logo: het bedrijfslogo wordt gebruikt.',
  logoPosition: 'Positie van het logo',
  showCompanyDetails: 'Bedrijfsgegevens tonen',
  showPaymentTerms: 'Betalingsvoorwaarden tonen',
  customFooter: 'Voettekst',
  livePreview: 'Live voorbeeld',
} as const;

export const LOGO_POSITION_LABELS = { left: 'Links', center: 'Midden', right: 'Rechts' } as const;

export type TemplateBadge = 'Standaard' | 'AI Gegenereerd' | 'Aangepast' | 'Template';

/** SPEC §2: Standaard for the default, else by type. */
export function templateBadge(t: Pick<Template, 'isDefault' | 'type'>): TemplateBadge {
  if (t.isDefault) return 'Standaard';
  if (t.type === 'ai_generated') return 'AI Gegenereerd';
  if (t.type === 'custom') return 'Aangepast';
  return 'Template';
}

/** Tailwind classes for the confidence percentage by the SPEC §9 thresholds 0.8 and 0.6. */
export function confidenceClasses(score: number): string {
  if (score >= CONFIDENCE_HIGH) return 'bg-green-100 text-green-800';
  if (score >= CONFIDENCE_MEDIUM) return 'bg-yellow-100 text-yellow-800';
  return 'bg-red-100 text-red-800';
}
