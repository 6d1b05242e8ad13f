/** README.txt of a company export: what each file is, in Dutch, with the counts of this export. */
import { formatDutchNumberInput } from '@offerteflow/domain';

export interface ExportCounts {
  quotes: number;
  customers: number;
  products: number;
  terms: number;
  templates: number;
  logos: number;
  /** Quote numbers whose PDF could not be made (PDF service unavailable at export time). */
  missingPdfs: string[];
}

export function exportReadme(c: ExportCounts, at = new Date()): string {
  const n = (value: number) => formatDutchNumberInput(value);
  const when = at.toLocaleString('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const lines = [
    'Offerteflow: export van alle gegevens',
    '=====================================',
    '',
    `Gemaakt op ${when}. Dit archief bevat alle gegevens van uw bedrijf in Offerteflow.`,
    '',
    'Bestanden',
    '---------',
    '',
    `offertes/<nummer>.json     ${n(c.quotes)} offertes, elk met klantgegevens, regels (omschrijving, aantal,`,
    '                           prijs, BTW), totalen, status, de beslissing van de klant (met handtekening',
    '                           als afbeelding in base64) en de geschiedenis (history) van de offerte.',
    `offertes/Offerte-<nummer>.pdf  de offerte als PDF, zoals u die downloadt of verstuurt.`,
    `klanten.csv                ${n(c.customers)} klanten.`,
    `producten.csv              ${n(c.products)} producten, hetzelfde bestand als 'Exporteren' op de pagina Producten.`,
    `voorwaarden.json           ${n(c.terms)} voorwaarden (betalingsvoorwaarden, garantie, levering ...).`,
    `templates/                 ${n(c.templates)} templates (huisstijlen) als JSON, met ${n(c.logos)} logo('s) als afbeelding.`,
    '',
    'De CSV-bestanden openen direct in Excel: puntkomma als scheidingsteken, UTF-8, bedragen met een',
    'decimale komma. JSON-bestanden zijn tekst en openen in elke teksteditor; bedragen staan daarin in',
    'euro met een punt als decimaalteken, datums als JJJJ-MM-DD of als tijdstip in UTC.',
  ];
  if (c.missingPdfs.length) {
    lines.push(
      '',
      'Let op: van deze offertes kon geen PDF worden gemaakt (de PDF-service was niet beschikbaar). Hun',
      `gegevens staan wel in de JSON-bestanden: ${c.missingPdfs.join(', ')}.`,
    );
  }
  lines.push('', 'Bewaar dit archief op een veilige plek: het bevat gegevens van uw klanten.', '');
  return lines.join('\r\n');
}
