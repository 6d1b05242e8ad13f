import { forwardRef } from 'react';

/**
 * The hidden file input inside a drop zone: the zone itself is the button (it opens this input), so the
 * input is out of the tab order and its click does not bubble back to the zone. The choice is handed
 * over and cleared, so choosing the same file again fires again.
 */
export const DropZoneInput = forwardRef<
  HTMLInputElement,
  { accept: string; label: string; multiple?: boolean; onFiles: (files: FileList | null) => void }
>(function DropZoneInput({ accept, label, multiple, onFiles }, ref) {
  return (
    <input
      ref={ref}
      type="file"
      multiple={multiple}
      accept={accept}
      aria-label={label}
      className="sr-only"
      tabIndex={-1}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => {
        onFiles(event.target.files);
        event.target.value = '';
      }}
    />
  );
});
