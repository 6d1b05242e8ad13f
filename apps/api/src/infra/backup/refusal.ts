/** Why a restore (or backup) will not go on, in Dutch for the person at the command line. */
const REASONS = {
  unreadable: (detail: string) =>
    `Kan het back-upbestand niet lezen: ${detail} is geen Offerteflow-back-up (ZIP).`,
  corrupt: (detail: string) => `Het back-upbestand is beschadigd of onvolledig: ${detail}.`,
  newerFormat: (detail: string) =>
    `Dit back-upbestand heeft formaatversie ${detail}; deze versie van Offerteflow kent die niet. Werk Offerteflow eerst bij.`,
  newerSchema: (detail: string) =>
    `Deze back-up komt van een nieuwere versie van Offerteflow (databaseschema ${detail}). ` +
    'Werk Offerteflow eerst bij tot minstens die versie en herstel dan opnieuw.',
  unknownSchema: (detail: string) =>
    `De migraties in deze back-up passen niet bij deze versie van Offerteflow (${detail}); herstellen kan niet.`,
  notEmpty: (detail: string) =>
    `De database is niet leeg (gegevens in: ${detail}). Herstellen overschrijft alles; ` +
    'voeg --force toe als u dat echt wilt.',
  nothingToBackUp: (detail: string) =>
    `Er is niets om te back-uppen: de database ${detail} heeft nog geen Offerteflow-gegevens (start de app eerst).`,
  schemaChanged: () =>
    'Het databaseschema veranderde terwijl de back-up begon (een migratie?). Probeer het opnieuw.',
  appRunning: (detail: string) =>
    `Offerteflow draait nog (ingebouwde PostgreSQL, pid ${detail}). Stop de app eerst en herstel dan.`,
} as const;

export type RefusalReason = keyof typeof REASONS;

export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export const refuse = (reason: RefusalReason, detail: string) =>
  new BackupRefusal(reason, REASONS[reason](detail));
