/**
 * The features of a candidate for the decision "is this a requested line": its structure (list item,
 * table row, clause position), its slots (quantity, unit, price), what it does (asks, cancels,
 * questions, states, prefers), where it stands (own or quoted message) and how well it names a
 * catalogue product. All features are in 0..1; the weights are learned (see scripts/train-text-model.ts).
 */
import { STRONG_ASK } from '../lexicon/discourse';
import { wordsRe } from '../lexicon/pattern';
import type { Candidate } from './candidates';

const SENTENCE_ASK = wordsRe(STRONG_ASK);

export const FEATURES = [
  'row',
  'item',
  'text',
  'firstClause',
  'own',
  'newest',
  'quoted',
  'note',
  'chat',
  'quantity',
  'quantityUnit',
  'quantityWords',
  'vague',
  'weakOnly',
  'unitPrice',
  'totalPrice',
  'budget',
  'product',
  'matchScore',
  'strongMatch',
  'content',
  'noContent',
  'longDescription',
  'request',
  'ask',
  'sentenceAsks',
  'cancel',
  'negated',
  'question',
  'state',
  'keep',
  'preference',
  'optional',
  'boilerplate',
  'date',
  'accept',
  'instead',
  'headOnly',
  'labourOnly',
  'itemWithSlot',
  'textWithSlotAndNoun',
  'productWithSlot',
  'questionWithProduct',
  'stateWithoutAsk',
  'listSize',
  'perNoun',
  'noCatalog',
  'freeSlotNoCatalog',
  'freeItemNoCatalog',
  'exactWord',
  'partialWordOnly',
  'selfSupply',
  'productNoAsk',
  'productState',
  'freeFullSlots',
  'labourTime',
  'textBesideList',
  'jobTotal',
] as const;
export type FeatureName = (typeof FEATURES)[number];

const b = (v: boolean) => (v ? 1 : 0);

/** `listSize`: items or rows of the candidate's own list (0 for running text); `listed`: of its message. */
export function featuresOf(c: Candidate, listSize: number, listed = 0): number[] {
  const r = c.reading;
  const f = r.flags;
  const head = c.segments[0]!;
  const explicit = r.quantities.filter((q) => !q.weak && !q.vague && !q.size);
  const unitPrice = r.prices.some((p) => p.kind === 'unit' && !p.replaced);
  const totalPrice = r.prices.some((p) => p.kind === 'total');
  const slot = explicit.length > 0 || unitPrice || totalPrice;
  const sentenceAsks = SENTENCE_ASK.test(head.sentenceText);
  const v: Record<FeatureName, number> = {
    row: b(head.kind === 'row'),
    item: b(head.kind === 'item'),
    text: b(head.kind === 'text'),
    firstClause: b(head.clause === 0),
    own: b(c.message.own),
    newest: b(c.message.age === 0),
    quoted: b(c.message.quoted),
    note: b(c.message.kind === 'note'),
    chat: b(c.message.kind === 'chat'),
    quantity: b(explicit.length > 0),
    quantityUnit: b(explicit.some((q) => q.unit !== null)),
    quantityWords: b(explicit.some((q) => !q.digits)),
    vague: b(r.quantities.some((q) => q.vague)),
    weakOnly: b(r.quantities.length > 0 && explicit.length === 0),
    unitPrice: b(unitPrice),
    totalPrice: b(totalPrice),
    budget: b(r.prices.some((p) => p.kind === 'budget' || p.kind === 'paid')),
    product: b(c.product !== null),
    matchScore: c.matchScore,
    strongMatch: b(c.matchScore >= 0.75),
    content: Math.min(r.content.length, 6) / 6,
    noContent: b(r.content.length === 0),
    longDescription: b(r.content.length > 6),
    request: b(f.request),
    ask: b(f.ask),
    sentenceAsks: b(sentenceAsks),
    cancel: b(f.cancel),
    negated: b(f.negated),
    question: b(f.question),
    state: b(f.state),
    keep: b(f.keep),
    preference: b(f.preference),
    optional: b(f.optional),
    boilerplate: b(f.boilerplate),
    date: b(f.date),
    accept: b(f.accept),
    instead: b(f.instead),
    headOnly: b(r.headOnly),
    labourOnly: b(r.labourOnly || (r.content.length === 0 && c.line.product !== null)),
    itemWithSlot: b((head.kind === 'item' || head.kind === 'row') && slot),
    textWithSlotAndNoun: b(head.kind === 'text' && slot && r.content.length > 0),
    productWithSlot: b(c.product !== null && slot),
    questionWithProduct: b(f.question && c.product !== null),
    stateWithoutAsk: b(f.state && !f.ask && !f.request),
    listSize: Math.min(listSize, 10) / 10,
    perNoun: b(c.line.perNoun !== null),
    noCatalog: b(c.noCatalog),
    freeSlotNoCatalog: b(c.noCatalog && slot && r.content.length > 0),
    freeItemNoCatalog: b(c.noCatalog && head.kind !== 'text' && r.content.length > 0),
    exactWord: b(c.product !== null && c.matchExact >= 0.95),
    partialWordOnly: b(c.product !== null && c.matchExact < 0.8),
    selfSupply: b(f.selfSupply),
    productNoAsk: b(c.product !== null && !sentenceAsks && !f.request && head.kind === 'text'),
    productState: b(c.product !== null && f.state && !f.ask),
    // A free line with an amount and a price ('30 broodjes kaas à € 3,50'): asked for as written.
    freeFullSlots: b(
      c.product === null && explicit.length > 0 && (unitPrice || totalPrice) && r.content.length > 0,
    ),
    labourTime: b(c.labourTime),
    // Running text around a list or table of two or more entries ('Hieronder de maten:'): the entries ask.
    textBesideList: b(head.kind === 'text' && listed >= 2),
    jobTotal: b(c.jobTotal),
  };
  return FEATURES.map((name) => v[name]);
}
