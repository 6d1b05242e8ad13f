/**
 * Learns the document-type weights (src/infra/ai/doctype/weights.json) from the TUNING corpus only
 * (team-written, own and blind tuning documents; never held-out/): features of each read document, softmax
 * regression, deterministic. Prints leave-one-out accuracy, so the weights are judged on documents they
 * were not fitted to, and the file-name rule's accuracy on the same documents.
 * Usage: pnpm --filter @offerteflow/api exec tsx scripts/train-doctype.ts [--dry-run]
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_TYPES } from '@offerteflow/contracts';
import { format, resolveConfig } from 'prettier';
import { guessDocumentType } from '@offerteflow/domain';
import { documentTypeFeatures, FEATURE_NAMES } from '../src/infra/ai/doctype/features';
import { predict, train, type SoftmaxModel } from '../src/infra/ai/doctype/logistic';
import { GROUPS_OF, groupDocs, readCorpusDoc, type Group } from './quality/extraction-corpus';

const WEIGHTS = join(__dirname, '..', 'src', 'infra', 'ai', 'doctype', 'weights.json');
const classes = [...DOCUMENT_TYPES];
const features = [...FEATURE_NAMES];

async function main(): Promise<void> {
  const docs = GROUPS_OF.tuning.flatMap(groupDocs);
  const x: number[][] = [];
  const y: string[] = [];
  const names: string[] = [];
  const groups: Group[] = [];
  const files: string[] = [];
  for (const doc of docs) {
    const { read } = await readCorpusDoc(doc);
    if (!read) continue;
    x.push(documentTypeFeatures(read));
    y.push(doc.expected.documentType);
    names.push(`${doc.group}/${doc.file}`);
    groups.push(doc.group);
    files.push(doc.file);
  }
  let looHits = 0;
  for (let i = 0; i < x.length; i++) {
    const model = train(
      classes,
      features,
      x.filter((_, j) => j !== i),
      y.filter((_, j) => j !== i),
    );
    const { label } = predict(model, x[i]!);
    if (label === y[i]) looHits++;
    else console.log(`  leave-one-out miss: ${names[i]} is ${y[i]}, predicted ${label}`);
  }
  // The blind-written documents (blind/ and blind-2/) judged by weights learned without them (team-written
  // and own documents only).
  const isBlind = groups.map((g) => g !== 'team' && g !== 'own');
  const withoutBlind = train(
    classes,
    features,
    x.filter((_, i) => !isBlind[i]),
    y.filter((_, i) => !isBlind[i]),
  );
  const blindHits = x.filter((row, i) => isBlind[i] && predict(withoutBlind, row).label === y[i]).length;
  const blindCount = isBlind.filter(Boolean).length;
  const nameHits = files.filter((file, i) => guessDocumentType(file) === y[i]).length;
  const model: SoftmaxModel = train(classes, features, x, y);
  const fitted = x.filter((row, i) => predict(model, row).label === y[i]).length;
  console.log(`${x.length} tuning documents`);
  console.log(`leave-one-out accuracy ${(looHits / x.length).toFixed(3)} (${looHits}/${x.length})`);
  console.log(`training accuracy      ${(fitted / x.length).toFixed(3)}`);
  console.log(
    `blind and blind-2, not trained on ${(blindHits / blindCount).toFixed(3)} (${blindHits}/${blindCount}, weights from team + own only)`,
  );
  console.log(`file-name rule         ${(nameHits / x.length).toFixed(3)} (${nameHits}/${x.length})`);
  const rounded = model.weights.map((w) => w.map((v) => Math.round(v * 1e4) / 1e4));
  if (!process.argv.includes('--dry-run')) {
    const json = JSON.stringify({ classes, features, weights: rounded });
    const options = (await resolveConfig(WEIGHTS)) ?? {};
    writeFileSync(WEIGHTS, await format(json, { ...options, parser: 'json' }));
  }
}

void main();
