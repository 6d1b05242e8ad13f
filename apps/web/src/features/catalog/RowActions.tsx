import { Button } from '../../components/Button';

/** The 'Bewerken' and 'Verwijderen' buttons of a catalogue row; `label` names the row for screen readers. */
export function RowActions({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
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
