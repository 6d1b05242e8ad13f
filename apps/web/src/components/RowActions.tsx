import { Button } from './Button';

/** What a list row's edit and delete controls call. */
export interface RowActionHandlers {
  onEdit: () => void;
  onDelete: () => void;
}

/** The 'Bewerken' and 'Verwijderen' buttons of a list row; `label` names the row for screen readers. */
export function RowActions({ label, onEdit, onDelete }: RowActionHandlers & { label: string }) {
  return (
    <div className="flex gap-1">
      <Button variant="ghost" onClick={onEdit} aria-label={`${label} bewerken`}>
        Bewerken
      </Button>
      <Button variant="ghost" onClick={onDelete} aria-label={`${label} verwijderen`}>
        Verwijderen
      </Button>
    </div>
  );
}
