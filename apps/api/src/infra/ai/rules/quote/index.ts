/**
 * Rules text-to-quote: customer, lines, notes and candidate lines from an e-mail, thread, chat, phone
 * note, contact form or pasted table. Stages (each in its own folder, pure functions):
 * normalise (text/) → messages (messages/) → segments (segment/) → slot grammar (grammar/) →
 * catalogue match (match/) → learned line decision (classify/) → thread reconciliation, context
 * quantities and confidence (reconcile/) → customer (customer/) and notes.
 */
import type { AiCandidate, AiItem, AiQuoteResult } from '@offerteflow/contracts';
import type { QuoteContext } from '../../ai-provider';
import { buildCandidates, type Candidate } from './classify/candidates';
import { featuresOf } from './classify/features';
import { DEFAULT_MODEL, predict, type TextModel } from './classify/model';
import { findCustomer } from './customer/customer';
import { statedVatRate } from './grammar/vat';
import { CatalogIndex } from './match/catalog-index';
import { ownCompanyMatcher } from './messages/own-company';
import type { Message } from './messages/message';
import { splitThread } from './messages/thread';
import { collectNotes } from './notes';
import { assemble, sameThing, type Assembly, type Line } from './reconcile/assemble';
import { confidenceFeatures } from './reconcile/confidence';
import { applyContextQuantities } from './reconcile/context';
import { applyDays, applyMonths } from './reconcile/days';
import { applyRoles } from './reconcile/roles';
import { applyCountTiers } from './reconcile/tiers';
import { applyStandingCharges, STANDING_CONFIDENCE, standingProducts } from './reconcile/standing';
import { segmentMessage } from './segment/segments';
import { normalize, sourceOf, type NormalizedText } from './text/normalize';
import { withoutOwnCompany } from './validate';

export interface Analysis {
  norm: NormalizedText;
  messages: Message[];
  candidates: Candidate[];
  features: number[][];
  probs: number[];
  assembly: Assembly;
  result: AiQuoteResult;
}

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

function toItem(l: Line, norm: NormalizedText, model: TextModel): AiItem {
  const trained = model.confidence.weights.length > 0;
  const confidence = l.standing
    ? STANDING_CONFIDENCE
    : trained
      ? predict(model.confidence, confidenceFeatures(l))
      : l.p;
  return {
    description: l.description,
    quantity: round(l.quantity, 3),
    unitPrice: round(l.unitPrice, 2),
    unit: l.unit,
    priceSource: l.priceSource,
    // A standing charge comes from the terms: no phrase of the text to show.
    source: l.standing ? null : sourceOf(norm, { start: l.candidate.start, end: l.candidate.end }),
    confidence: round(Math.min(1, Math.max(0, confidence)), 3),
  };
}

function listSizes(candidates: readonly Candidate[]): Map<number, number> {
  const sizes = new Map<number, number>();
  for (const c of candidates) {
    const key = c.messageIndex * 2 + (c.segments[0]!.kind === 'text' ? 0 : 1);
    sizes.set(key, (sizes.get(key) ?? 0) + (c.segments[0]!.kind === 'text' ? 0 : 1));
  }
  return sizes;
}

/** Every stage's output; `model` lets the training script try other weights. */
export function analyse(text: string, context: QuoteContext, model: TextModel = DEFAULT_MODEL): Analysis {
  const norm = normalize(text);
  const own = ownCompanyMatcher(context);
  const messages = splitThread(norm.text, own);
  const index = new CatalogIndex(context.products);
  const segments = messages.map((m, i) => segmentMessage(m, i, i * 100_000, index.andGroups));
  const candidates = buildCandidates(messages, segments, index, messages.map(statedVatRate));
  const sizes = listSizes(candidates);
  const features = candidates.map((c) =>
    featuresOf(
      c,
      sizes.get(c.messageIndex * 2 + (c.segments[0]!.kind === 'text' ? 0 : 1)) ?? 0,
      sizes.get(c.messageIndex * 2 + 1) ?? 0,
    ),
  );
  const threshold =
    context.products.length === 0 ? (model.thresholdNoCatalog ?? model.threshold) : model.threshold;
  // A job at one agreed price ('… € 3.350, alles inbegrepen') is asked for as stated: too rare in the
  // corpus for a learned weight to carry it over the threshold.
  const probs = features.map((x, i) => {
    const p = predict(model.line, x);
    return candidates[i]!.jobTotal ? Math.max(p, threshold) : p;
  });
  const assembly = assemble(candidates, probs, threshold, Math.min(model.candidateFloor, threshold));
  applyContextQuantities(assembly.lines, candidates);
  applyDays(assembly.lines, candidates);
  applyRoles(assembly.lines, candidates, context.products);
  applyMonths(assembly.lines, candidates);
  applyCountTiers(assembly.lines, context.products);
  applyStandingCharges(assembly.lines, standingProducts(context.terms, index));
  const items = assembly.lines.map((l) => toItem(l, norm, model));
  const offered: AiCandidate[] = [];
  for (const d of assembly.dropped) {
    if (
      assembly.lines.some((l) => sameThing(l, d.line)) ||
      offered.some((o) => o.item.description === d.line.description)
    )
      continue;
    const item = toItem(d.line, norm, model);
    offered.push({ source: item.source!, item });
  }
  const notesExtra: string[] = [];
  for (const l of assembly.lines) {
    if (l.vague && !l.explicitQuantity && !l.candidate.message.own)
      notesExtra.push(`Aantal voor '${l.description}' niet precies genoemd ('${l.vague}'): navragen.`);
  }
  const leftovers = candidates
    .filter((c) => !c.message.own && probs[c.id]! < model.candidateFloor)
    .map((c) => c.segments.map((s) => s.text).join(', '));
  const result: AiQuoteResult = {
    customer: withoutOwnCompany(findCustomer(messages, own), context),
    items,
    notes: collectNotes(messages, notesExtra, leftovers),
    candidates: offered,
  };
  return { norm, messages, candidates, features, probs, assembly, result };
}

export function quoteFromTextByRules(text: string, context: QuoteContext): AiQuoteResult {
  return analyse(text, context).result;
}
