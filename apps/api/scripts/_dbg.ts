import { groupDocs, readCorpusDoc } from './quality/extraction-corpus';
import { extractCatalogByRules } from '../src/infra/ai/rules/catalog';
void (async () => {
  const d = groupDocs('blind').find((x) => x.file === process.argv[2])!;
  const { read } = await readCorpusDoc(d);
  const r = extractCatalogByRules(read!, 'pricelist');
  console.log(JSON.stringify(r.prices), r.products.map((p) => `${p.name} | ${p.unitPrice} | ${p.unit} | ${p.category} | ${p.vatRate}`).join('\n'));
})();
