/**
 * Quote lines from the messages, oldest first: each phrase becomes a line (catalogue product or free
 * text) or changes/cancels a line of an earlier message. The user's own messages only change prices
 * and quantities of lines the customer asked for; they never add lines.
 */
import type { AiItem, QuoteUnit } from '@offerteflow/contracts';
import type { CatalogIndex, CatalogProduct } from './catalog-index';
import type { Message } from './message';
import { ASKING, pickQuantity, readPhrase, type PhraseReading } from './phrase-item';
import { isStopStem, phraseStems } from './catalog-index';
import { phrasesOf } from './segments';
import { convertQuantity } from './units';
import { formatEuro } from './notes-format';
import { fold } from './text';

interface Draft {
  description: string;
  quantity: number;
  explicitQuantity: boolean;
  unit: QuoteUnit;
  unitPrice: number;
  priceSource: AiItem['priceSource'];
  product: CatalogProduct | null;
  stems: Set<string>;
  message: number;
  sentence: number;
}

/** Words around a number of hours that do not name a thing: 'reken op 2 man x 4 uur werk'. */
const LABOUR_WORDS =
  /^(?:schatten|week|wekelijks|per|maand|dag|dagen|keer|elke|iedere|gemiddeld|minimaal|maximaal|alles|elkaar|reken|rekenen|rekening|op|denk|denken|schat|schatting|verwacht|verwachten|ongeveer|totaal|werk|arbeid|arbeidsloon|klus|het|is|dat|wordt|duurt|nodig|kost|man|mannen|tijd|manuren|uren|werkuren|bezig|aan|met|zijn|we|wij|ik|mee|voor|nog|denk|ca|circa|ruim|zo'n|inclusief|incl|montage|loon|voorrijden)$/i;

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

function significant(stems: readonly string[]): Set<string> {
  return new Set(stems.filter((s) => s.length >= 3 && !/^\d/.test(s) && !isStopStem(s)));
}

/** The same thing: the same product, or free lines of which one's words all occur in the other's. */
function sameThing(d: Draft, product: CatalogProduct | null, free: Set<string>): boolean {
  if (d.product || product) return d.product === product;
  if (d.stems.size === 0 || free.size === 0) return false;
  const [small, large] = d.stems.size <= free.size ? [d.stems, free] : [free, d.stems];
  for (const s of small) if (!large.has(s)) return false;
  return true;
}

function applyPrice(d: Draft, r: PhraseReading): void {
  if (!r.price) return;
  d.unitPrice =
    r.price.kind === 'total' && d.quantity > 0 ? round(r.price.amount / d.quantity, 2) : r.price.amount;
  d.priceSource = 'text';
}

/** A price said about something already named: 'je noemde € 25 per stuk', 'afgesproken op € 80'. */
const PRICE_REFERENCE =
  /\b(?:noemde|noemden|genoemd|afgesproken|zei|zeiden|klopt|toch|besproken|aangeboden|bood|offreerde|rekenen|reken|prijs|tarief|was|vorig jaar|vorige keer|zelfde)\b/i;

/** The customer agrees to what the user offered: 'Prima, neem dat maar mee', 'Akkoord', 'Ja graag'. */
const ACCEPT =
  /^(?:ja|jazeker|prima|akkoord|top|is goed|doe maar|ok|oke|okay|helemaal goed|dat is goed|klinkt goed|ja graag|perfect|super|graag)\b|\b(?:akkoord|neem (?:dat|die|het|dit) (?:maar |ook )?mee|doe (?:dat|die|dit) maar)\b/;

/** Head counts ('80 gasten') size per-person lines; they are no lines themselves. */
const HEADCOUNT =
  /^(?:gasten|personen|persoon|mensen|deelnemers|kinderen|volwassenen|medewerkers|collega'?s|man|leerlingen|bezoekers)$/i;

function quantityFor(r: PhraseReading, unit: QuoteUnit): number | null {
  const q = r.quantity;
  if (!q || q.vague || q.weak || (q.clock && unit !== 'uur')) return null;
  const time = (u: QuoteUnit) => u === 'uur' || u === 'dag';
  // A number of things ('bij 1 kozijn') is no number of hours or days.
  if ((!q.unit || q.unit === 'stuk') && time(unit) && !q.people) return null;
  if (!q.unit || q.unit === unit || q.unit === 'stuk') return q.value;
  // '35 m2 glas' says nothing about how many of a per-piece line.
  return time(q.unit) && time(unit) ? convertQuantity(q.value, q.unit, unit) : null;
}

/**
 * The quote lines of `messages`; `notes` receives remarks about vague amounts and budgets, `leftovers`
 * the customer's phrases that became no line (details for the notes).
 */
export function collectItems(
  messages: readonly Message[],
  index: CatalogIndex,
  notes: string[],
  leftovers: string[] = [],
): AiItem[] {
  const drafts: Draft[] = [];
  // Lines the user's own message offered; they count once the customer's next message agrees.
  let offered: Draft[] = [];
  messages.forEach((message, mi) => {
    let last: Draft | null = null;
    if (!message.own) {
      if (offered.length > 0 && ACCEPT.test(fold(message.body.join(' ').trim()))) {
        const accepted = offered.filter((d) => !drafts.some((x) => sameThing(x, d.product, d.stems)));
        drafts.push(...accepted);
        if (accepted.length === 1) {
          // 'Dozen nodig?' – 'ja 25 stuks': the answer sizes the one line that was offered.
          last = accepted[0]!;
          Object.assign(last, { message: mi, sentence: 0, explicitQuantity: false });
        }
      }
      offered = [];
    }
    const orphans: Array<{ sentence: number; value: number; unit: QuoteUnit | null; measure?: boolean }> = [];
    const phrases = phrasesOf(message.body, index.andGroups);
    const bySentence = new Map<number, string>();
    for (const p of phrases) {
      const before = bySentence.get(p.sentence);
      bySentence.set(p.sentence, before === undefined ? p.text : `${before}, ${p.text}`);
    }
    const sentenceText = (n: number) => bySentence.get(n) ?? '';
    for (const phrase of phrases) {
      const r = readPhrase(phrase.text, index, sentenceText(phrase.sentence));
      const free = significant(r.stems);
      if (r.cancel) {
        const target = drafts.findIndex((d) => (r.product || free.size > 0) && sameThing(d, r.product, free));
        if (target >= 0) drafts.splice(target, 1);
        continue;
      }
      let product = r.product;
      const q = r.quantity;
      if (
        r.fromSentence &&
        last &&
        last.sentence === phrase.sentence &&
        last.message === mi &&
        !last.explicitQuantity
      ) {
        // 'kunstgras in de achtertuin, ongeveer 60 m2': the size of the line just named.
        const value = quantityFor(r, last.unit);
        if (value !== null) {
          last.quantity = value;
          last.explicitQuantity = true;
          if (last.priceSource !== 'text') applyPrice(last, r);
          continue;
        }
      }
      const noun = r.freeText.split(' ').some((w) => w.length >= 3 && !LABOUR_WORDS.test(w));
      if (!product && q?.unit && (q.unit === 'uur' || q.unit === 'dag') && index.labour && !noun)
        product = index.labour;
      if (
        !product &&
        r.price &&
        r.price.kind !== 'budget' &&
        (!q || q.weak) &&
        (!noun || PRICE_REFERENCE.test(phrase.text))
      ) {
        // A price on its own ('je noemde € 25 per stuk'): for the line it is about, else the last one.
        const mine = drafts.filter((d) => d.message === mi || message.own || d.message === mi - 1);
        const target =
          mine.find(
            (d) =>
              phraseStems(d.description).some((s) => s.length >= 3 && r.stems.includes(s)) &&
              (!r.price!.per || r.price!.per === d.unit),
          ) ??
          [...mine].reverse().find((d) => !r.price!.per || r.price!.per === d.unit) ??
          last;
        if (target) {
          applyPrice(target, r);
          continue;
        }
      }
      if (!product && last && last.sentence === phrase.sentence && last.message === mi && (q || r.price)) {
        // '… houtrot herstel, we rekenen op 6 uur à € 65': the size and price of the line just named.
        const value = quantityFor(r, last.unit);
        if ((value !== null && !last.explicitQuantity) || (r.price && last.priceSource !== 'text')) {
          if (value !== null && !last.explicitQuantity) {
            last.quantity = value;
            last.explicitQuantity = true;
          }
          if (last.priceSource !== 'text') applyPrice(last, r);
          continue;
        }
      }
      const existing =
        drafts.find((d) => sameThing(d, product, free)) ??
        (message.own ? offered.find((d) => sameThing(d, product, free)) : undefined);
      if (existing && (existing.message < mi || message.own)) {
        const value = quantityFor(r, existing.unit);
        if (value !== null) {
          existing.quantity = r.additive && existing.message < mi ? existing.quantity + value : value;
          existing.explicitQuantity = true;
        }
        applyPrice(existing, r);
        last = existing;
        continue;
      }
      if (r.descriptive && !phrase.bullet) {
        if (!message.own) leftovers.push(phrase.text);
        continue;
      }
      if (product && product !== r.product)
        r.quantity = pickQuantity(phrase.text, r.quantities, product.unit);
      const headcount = r.freeText.split(' ').some((w) => HEADCOUNT.test(w));
      if (!product) {
        const eligible =
          noun &&
          !headcount &&
          ((q && (q.unit || q.vague || q.value !== 1)) || (r.price && r.price.kind !== 'budget')) &&
          (phrase.bullet ||
            message.kind === 'note' ||
            r.request ||
            r.price !== null ||
            ASKING.test(sentenceText(phrase.sentence)));
        if (!eligible) {
          if (r.quantities.length === 0) leftovers.push(phrase.text);
          for (const o of r.quantities) {
            if (!o.vague && !o.weak)
              orphans.push({ sentence: phrase.sentence, value: o.value, unit: o.unit, measure: o.measure });
          }
          continue;
        }
      }
      if (existing && existing.message === mi) {
        if (!existing.explicitQuantity && quantityFor(r, existing.unit) !== null) {
          existing.quantity = quantityFor(r, existing.unit)!;
          existing.explicitQuantity = true;
        }
        if (existing.priceSource !== 'text') applyPrice(existing, r);
        if (
          existing.explicitQuantity &&
          q &&
          !q.vague &&
          !q.weak &&
          existing.sentence === phrase.sentence &&
          existing.quantity !== q.value
        ) {
          // '2 stopcontacten in de keuken en 3 stopcontacten boven': a line of its own.
        } else {
          last = existing;
          continue;
        }
      }
      const unit: QuoteUnit = product?.unit ?? q?.unit ?? r.price?.per ?? 'stuk';
      const value = quantityFor(r, unit);
      const d: Draft = {
        description: product?.name ?? r.freeText,
        quantity: value ?? 1,
        explicitQuantity: value !== null,
        unit,
        unitPrice: product?.unitPrice ?? 0,
        priceSource: product ? 'catalog' : 'none',
        product,
        stems: free,
        message: mi,
        sentence: phrase.sentence,
      };
      applyPrice(d, r);
      if (q?.vague && !message.own)
        notes.push(`Aantal voor '${d.description}' niet precies genoemd ('${q.vague}'): navragen.`);
      if (r.budget) notes.push(`Budget genoemd: ${formatEuro(r.budget.amount)}.`);
      (message.own ? offered : drafts).push(d);
      last = d;
    }
    // One surface named for several m2 lines ('45 m2 … sierbestrating leveren en leggen') counts for each.
    const areas = new Set(
      drafts.filter((d) => d.message === mi && d.unit === 'm2' && d.explicitQuantity).map((d) => d.quantity),
    );
    for (const d of drafts) {
      if (d.message === mi && d.unit === 'm2' && !d.explicitQuantity && areas.size === 1) {
        d.quantity = [...areas][0]!;
        d.explicitQuantity = true;
      }
      if (d.message !== mi || d.explicitQuantity) continue;
      const o =
        orphans.find(
          (x) => x.unit === d.unit && (x.unit !== 'stuk' || x.measure || x.sentence === d.sentence),
        ) ??
        orphans.find((x) => x.unit === 'uur' && d.unit === 'dag') ??
        orphans.find((x) => x.unit === null && x.sentence === d.sentence);
      if (o) {
        d.quantity = o.unit ? convertQuantity(o.value, o.unit, d.unit) : o.value;
        d.explicitQuantity = true;
        orphans.splice(orphans.indexOf(o), 1);
      }
    }
  });
  return drafts.map((d) => ({
    description: d.description,
    quantity: round(d.quantity, 3),
    unitPrice: round(d.unitPrice, 2),
    unit: d.unit,
    priceSource: d.priceSource,
    source: null,
    confidence: 1,
  }));
}
