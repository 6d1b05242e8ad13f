/** The public information pages of SPEC §2 'Other links seen', in Dutch. */
import { Link } from 'react-router-dom';
import { BILLING_PLANS, PASSWORD_RESET_TTL_MINUTES } from '@offerteflow/contracts';
import { SUPPORT_EMAIL } from '../../app/errors/error-id';
import { PublicLayout, Section } from '../account';

const LINK = 'font-medium text-brand hover:underline';
const mail = (
  <a className={LINK} href={`mailto:${SUPPORT_EMAIL}`}>
    {SUPPORT_EMAIL}
  </a>
);
const helpPage = (
  <Link className={LINK} to="/help">
    helppagina
  </Link>
);

export function TermsPage() {
  return (
    <PublicLayout
      title="Algemene voorwaarden"
      intro="Deze voorwaarden gelden voor het gebruik van Offerteflow."
    >
      <Section title="1. De dienst">
        <p>
          Offerteflow is een webapplicatie waarmee bedrijven offertes maken, beheren, per e-mail versturen en
          als PDF downloaden. U maakt een account aan voor uw bedrijf; de persoon die het account aanmaakt is
          beheerder.
        </p>
      </Section>
      <Section title="2. Abonnementen">
        <p>
          U kiest een maandabonnement (€ {BILLING_PLANS.monthly.priceEuro} per maand, onbeperkt offertes) of
          betaalt per offerte (€ {BILLING_PLANS.per_quote.priceEuro} per gemaakte offerte). U kunt op de
          pagina Abonnement op elk moment wisselen. Er is nog geen betaalprovider gekoppeld: er wordt op dit
          moment niets in rekening gebracht.
        </p>
      </Section>
      <Section title="3. Uw gegevens en inhoud">
        <p>
          De offertes, klantgegevens, prijslijsten en templates die u invoert blijven van u. U bent
          verantwoordelijk voor de juistheid van de offertes die u verstuurt, ook wanneer u ze met de
          AI-functies heeft gemaakt: controleer bedragen en btw altijd voordat u een offerte verstuurt.
        </p>
      </Section>
      <Section title="4. Beëindigen">
        <p>
          U kunt uw account op elk moment verwijderen via Instellingen → Beveiliging. Alle gegevens van uw
          bedrijf worden dan direct en definitief verwijderd.
        </p>
      </Section>
      <Section title="5. Contact">
        <p>Vragen over deze voorwaarden? Mail naar {mail}.</p>
      </Section>
    </PublicLayout>
  );
}

export function PrivacyPage() {
  return (
    <PublicLayout title="Privacybeleid" intro="Hoe Offerteflow omgaat met persoonsgegevens.">
      <Section title="Welke gegevens wij verwerken">
        <ul className="list-disc space-y-1 pl-5">
          <li>Accountgegevens: naam, e-mailadres, telefoonnummer en een versleuteld (gehasht) wachtwoord.</li>
          <li>Bedrijfsgegevens: naam, adres, KvK-nummer, btw-nummer, IBAN en logo.</li>
          <li>De klantgegevens en offertes die u zelf invoert.</li>
          <li>
            Sessiegegevens: apparaat (browser en besturingssysteem), IP-adres en tijdstip van laatste gebruik.
          </li>
        </ul>
      </Section>
      <Section title="Waarvoor">
        <p>
          Alleen om de dienst te leveren: inloggen, offertes maken en versturen, en u uw actieve sessies laten
          zien. Wij verkopen geen gegevens en gebruiken ze niet voor advertenties.
        </p>
      </Section>
      <Section title="Beveiliging">
        <p>
          Wachtwoorden worden opgeslagen met argon2id. Links om uw wachtwoord te herstellen zijn{' '}
          {PASSWORD_RESET_TTL_MINUTES} minuten geldig en werken één keer. U kunt in Instellingen → Beveiliging
          zien op welke apparaten u bent ingelogd en die sessies beëindigen.
        </p>
      </Section>
      <Section title="Bewaren en verwijderen">
        <p>
          Wij bewaren uw gegevens zolang uw account bestaat. Verwijdert u uw account, dan worden alle gegevens
          van uw bedrijf in één keer verwijderd: gebruikers, sessies, klanten, offertes, templates, bestanden
          en onboardinggegevens.
        </p>
      </Section>
      <Section title="Uw rechten">
        <p>
          U kunt uw gegevens inzien en wijzigen in Instellingen. Voor andere verzoeken op grond van de AVG
          mailt u naar {mail}.
        </p>
      </Section>
    </PublicLayout>
  );
}

const FAQ: [string, string][] = [
  [
    'Hoe maak ik mijn eerste offerte?',
    'Ga naar Offertes en kies Nieuwe Offerte. Vul de klant en de regels in; het totaal en de btw worden automatisch berekend.',
  ],
  [
    'Hoe pas ik het offertenummer of de btw aan?',
    'In Instellingen → Offertes stelt u het voorvoegsel van het offertenummer, de standaard geldigheid, het btw-percentage en de betalingsvoorwaarden in. Nieuwe offertes gebruiken die waarden.',
  ],
  [
    'Hoe krijgt mijn offerte mijn huisstijl?',
    'In Instellingen → Templates kiest u kleuren, lettertype en logopositie van uw standaardtemplate. Uw logo, KvK-nummer, btw-nummer en IBAN vult u in bij Instellingen → Bedrijf.',
  ],
  [
    'Ik ben mijn wachtwoord vergeten.',
    'Kies op de inlogpagina "Wachtwoord vergeten?". U ontvangt een link die één uur geldig is.',
  ],
  [
    'Wat doet de onboarding?',
    'U uploadt prijslijsten, voorwaarden en een voorbeeldofferte. Offerteflow haalt daar producten en voorwaarden uit, die u controleert voordat ze worden gebruikt.',
  ],
];

export function HelpPage() {
  return (
    <PublicLayout title="Help" intro="Antwoorden op de meestgestelde vragen.">
      {FAQ.map(([question, answer]) => (
        <Section key={question} title={question}>
          <p>{answer}</p>
        </Section>
      ))}
      <p>
        Staat uw vraag er niet bij? Neem contact op met{' '}
        <Link className={LINK} to="/support">
          support
        </Link>
        .
      </p>
    </PublicLayout>
  );
}

export function SupportPage() {
  return (
    <PublicLayout title="Support" intro="Wij helpen u graag verder.">
      <Section title="E-mail">
        <p>
          Mail uw vraag naar {mail}. Vermeld uw bedrijfsnaam en, bij een foutmelding, de foutcode die in beeld
          stond. Wij antwoorden op werkdagen binnen één werkdag.
        </p>
      </Section>
      <Section title="Zelf zoeken">
        <p>Veel vragen worden beantwoord op de {helpPage}.</p>
      </Section>
    </PublicLayout>
  );
}

export function VideoTutorialsPage() {
  return (
    <PublicLayout title="Video-tutorials" intro="Uitleg in beeld over het werken met Offerteflow.">
      <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
        Er zijn nog geen video-tutorials beschikbaar. Tot die er zijn vindt u stap-voor-stap uitleg op de{' '}
        {helpPage}, en helpt support u graag via {mail}.
      </div>
    </PublicLayout>
  );
}
