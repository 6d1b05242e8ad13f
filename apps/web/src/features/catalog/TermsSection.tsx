import { useState } from 'react';
import { Plus } from 'lucide-react';
import { TERM_TYPE_LABELS, type Term } from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { Badge } from '../../components/Badge';
import { RowActions } from '../../components/RowActions';
import { Panel } from '../../components/Panel';
import { TermFormModal } from './CatalogFormModal';
import { DeleteCatalogRow } from './DeleteCatalogRow';
import { useCatalogTerms } from './hooks';
import { ListState } from './ListState';

export const TERMS_LOAD_ERROR = 'Er is een fout opgetreden bij het laden van de voorwaarden.';

/** The terms of the catalogue; default terms are printed on every quote. */
export function TermsSection() {
  const terms = useCatalogTerms();
  const [editing, setEditing] = useState<Term | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Term | null>(null);
  const rows = terms.data ?? [];
  return (
    <Panel
      title={
        <>
          Voorwaarden <span className="text-sm font-normal text-slate-500">({rows.length})</span>
        </>
      }
      actions={
        <Button variant="secondary" onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" className="size-4" /> Voorwaarde toevoegen
        </Button>
      }
    >
      <p className="mt-1 text-sm text-slate-600">
        Voorwaarden die als standaard zijn gemarkeerd staan op elke offerte.
      </p>
      <ListState
        query={terms}
        errorMessage={TERMS_LOAD_ERROR}
        empty={rows.length === 0}
        emptyText="Nog geen voorwaarden."
      >
        <ul className="mt-4 divide-y divide-slate-100">
          {rows.map((term, index) => (
            <li key={term.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                  {TERM_TYPE_LABELS[term.termType]}
                  {term.isDefault && <Badge tone="success">Standaard</Badge>}
                </p>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{term.content}</p>
              </div>
              <RowActions
                label={`Voorwaarde ${index + 1}`}
                onEdit={() => setEditing(term)}
                onDelete={() => setDeleting(term)}
              />
            </li>
          ))}
        </ul>
      </ListState>
      {editing !== undefined && <TermFormModal row={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <DeleteCatalogRow
          label={`${TERM_TYPE_LABELS[deleting.termType]}: ${deleting.content.slice(0, 40)}${deleting.content.length > 40 ? '…' : ''}`}
          remove={(catalog) => catalog.removeTerm(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Panel>
  );
}
