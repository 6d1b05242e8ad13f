/** Title, description and load-failure text of each settings card over a settings resource. */
export const CARD_TEXTS = {
  company: {
    title: 'Bedrijfsgegevens',
    description:
      'Deze gegevens staan op elke offerte en in de PDF. KvK-nummer, btw-nummer en IBAN worden gecontroleerd.',
    failed: 'Fout bij laden van bedrijfsinstellingen',
  },
  user: {
    title: 'Gebruikersgegevens',
    description: 'Uw naam en contactgegevens.',
    failed: 'Fout bij laden van gebruikersinstellingen',
  },
  quotes: {
    title: 'Offerte-instellingen',
    description: 'Standaardwaarden voor nieuwe offertes: nummering, geldigheid, btw en betalingsvoorwaarden.',
    failed: 'Fout bij laden van offerte-instellingen',
  },
  templates: {
    title: 'Template-instellingen',
    description: 'De huisstijl van uw standaardtemplate: deze gebruikt elke nieuwe offerte en PDF.',
    failed: 'Fout bij laden van template-instellingen',
  },
  notifications: {
    title: 'Notificaties',
    description: 'Kies welke berichten u van Offerteflow wilt ontvangen.',
    failed: 'Fout bij laden van gebruikersinstellingen',
  },
} as const;
