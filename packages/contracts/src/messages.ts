/** Dutch validation messages of SPEC §5, to the letter. Used by server-side and client-side schemas. */
export const MSG = {
  emailRequired: 'E-mailadres is verplicht',
  emailInvalid: 'Ongeldig e-mailadres',
  passwordRequired: 'Wachtwoord is verplicht',
  passwordMinLogin: 'Wachtwoord moet minimaal 6 karakters zijn',
  passwordMinRegister: 'Wachtwoord moet minimaal 8 karakters zijn',
  passwordComplexity: 'Wachtwoord moet minimaal 1 kleine letter, 1 hoofdletter en 1 cijfer bevatten',
  passwordConfirmRequired: 'Wachtwoord bevestiging is verplicht',
  passwordMismatch: 'Wachtwoorden komen niet overeen',
  companyNameRequired: 'Bedrijfsnaam is verplicht',
  companyNameMin: 'Bedrijfsnaam moet minimaal 2 karakters zijn',
  subscriptionTypeInvalid: 'Kies een geldig abonnement',
  refreshTokenRequired: 'Vernieuwingstoken is verplicht',
  /** Generic fallback for a field whose type is wrong (no SPEC text exists for it). */
  invalidValue: 'Ongeldige waarde',
  tooLong: 'Deze waarde is te lang',
} as const;

/** Dutch messages of every price field (quote lines, catalogue products, the verification form). */
export const PRICE_MSG = {
  required: 'Prijs is verplicht',
  notNumber: 'Prijs moet een getal zijn',
  min: 'Prijs moet 0 of hoger zijn',
  max: 'Prijs mag maximaal € 10.000.000 zijn',
  decimals: 'Prijs mag maximaal 2 decimalen hebben',
} as const;

/** Screen-level Dutch texts of SPEC §2 and §8 used by the auth screens and the shell. */
export const TEXT = {
  loading: 'Laden...',
  errorBoxHeading: 'Er is een fout opgetreden',
  loginFailed: 'Inloggen mislukt',
  registerFailed: 'Registratie mislukt',
  loginButton: 'Inloggen',
  registerButton: 'Account aanmaken',
  logoutButton: 'Uitloggen',
  notFoundTitle: 'Pagina niet gevonden',
  viewQuotes: 'Bekijk uw offertes',
  errorScreenTitle: 'Er is iets misgegaan',
  retry: 'Opnieuw proberen',
  reloadPage: 'Pagina verversen',
  offlineTitle: 'Offline modus',
  offlineBody: 'U werkt nu offline.',
  onlineTitle: 'Verbinding hersteld',
  onlineBody: 'U bent weer online.',
  syncStarted: 'Synchronisatie gestart',
  syncFailed: 'Synchronisatie mislukt',
} as const;
