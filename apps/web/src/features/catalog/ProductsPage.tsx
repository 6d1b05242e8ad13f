import { useState } from 'react';
import { Download, Plus, Search } from 'lucide-react';
import { quoteUnitLabel, type Product } from '@offerteflow/contracts';
import { formatVatRate } from '@offerteflow/domain';
import { Button } from '../../components/Button';
import { RowActions } from '../../components/RowActions';
import { PageHeader } from '../../components/PageHeader';
import { AiTestPanel } from '../ai';
import { INPUT_CLASSES } from '../../components/FormField';
import { ApiError } from '../../lib/api-client';
import { euro } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';
import { saveBlob } from '../pdf';
import { ProductFormModal } from './CatalogFormModal';
import { DeleteCatalogRow } from './DeleteCatalogRow';
import { useCatalogApi, useCatalogProducts } from './hooks';
import { ListState } from './ListState';
import { useCsvImport } from './CsvImport';
import { TermsSection } from './TermsSection';

export const PRODUCTS_PAGE_SIZE = 20;
export const PRODUCTS_LOAD_ERROR = 'Er is een fout opgetreden bij het laden van de producten.';
export const EXPORT_ERROR = 'Exporteren mislukt. Probeer het opnieuw.';

/** The catalogue after onboarding: search, add, edit and delete products and terms; CSV export and import. */
export function ProductsPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const products = useCatalogProducts({ search: debounced, page, pageSize: PRODUCTS_PAGE_SIZE });
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [exporting, setExporting] = useState(false);
  const api = useCatalogApi();
  const csvImport = useCsvImport();
  const { toast } = useToast();
  const total = products.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE));

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await api.exportCsv(), 'producten.csv');
    } catch (error) {
      toast({
        variant: 'error',
        title: EXPORT_ERROR,
        description: error instanceof ApiError ? error.message : undefined,
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Producten"
        description="Uw producten, diensten en voorwaarden: de basis voor snel toevoegen in offertes."
        actions={
          <>
            {csvImport.button}
            <Button
              variant="secondary"
              onClick={() => void exportCsv()}
              loading={exporting}
              disabled={exporting}
            >
              <Download aria-hidden="true" className="size-4" /> Exporteren (CSV)
            </Button>
            <Button onClick={() => setEditing(null)}>
              <Plus aria-hidden="true" className="size-4" /> Product toevoegen
            </Button>
          </>
        }
      />

      {csvImport.problems}

      <section
        aria-labelledby="products-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="products-heading" className="text-base font-semibold text-slate-900">
            Producten &amp; Diensten <span className="text-sm font-normal text-slate-500">({total})</span>
          </h2>
          <label className="relative block sm:w-72">
            <span className="sr-only">Zoek producten</span>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400"
            />
            <input
              type="search"
              value={search}
              placeholder="Zoek op naam, omschrijving of categorie"
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              className={`${INPUT_CLASSES} border-slate-300 pl-9`}
            />
          </label>
        </div>
        <ListState
          query={products}
          errorMessage={PRODUCTS_LOAD_ERROR}
          empty={total === 0}
          emptyText={
            debounced
              ? `Geen producten gevonden voor "${debounced}".`
              : 'Nog geen producten. Voeg er een toe of doorloop de onboarding.'
          }
        >
          <ul className="mt-4 divide-y divide-slate-100">
            {products.data?.data.map((product) => (
              <li key={product.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{product.name}</p>
                  {product.description && (
                    <p className="truncate text-sm text-slate-600">{product.description}</p>
                  )}
                  {product.category && <p className="text-xs text-slate-500">{product.category}</p>}
                </div>
                <p className="text-sm whitespace-nowrap text-slate-900">
                  {euro(product.unitPrice)} / {quoteUnitLabel(product.unit)}
                  <span className="ml-2 text-slate-600">{formatVatRate(product.vatRate)} BTW</span>
                </p>
                <RowActions
                  label={product.name}
                  onEdit={() => setEditing(product)}
                  onDelete={() => setDeleting(product)}
                />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav
              aria-label="Paginering"
              className="mt-4 flex items-center justify-between text-sm text-slate-600"
            >
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Vorige
              </Button>
              <span>
                Pagina {page} van {pages}
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Volgende
              </Button>
            </nav>
          )}
        </ListState>
      </section>

      <TermsSection />

      <AiTestPanel />

      {editing !== undefined && <ProductFormModal row={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <DeleteCatalogRow
          label={deleting.name}
          remove={(catalog) => catalog.removeProduct(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
