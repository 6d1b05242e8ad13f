import { useRef, useState, type ReactNode } from 'react';

/**
 * A drop zone for files: drag and drop, or click, Enter or Space to open the file dialog. The zone is
 * the button; its hidden file input sits next to it (not inside, where it would be a control nested
 * in a control) and out of the tab order. The choice is handed over and cleared, so choosing the same
 * file again fires again.
 */
export function DropZone({
  accept,
  label,
  multiple,
  disabled = false,
  describedBy,
  onFiles,
  className,
  children,
}: {
  accept: string;
  /** The accessible name of the file input. */
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  describedBy?: string;
  onFiles: (files: FileList | null) => void;
  /** Size classes (padding) of the zone. */
  className: string;
  children: ReactNode;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const open = () => !disabled && inputRef.current?.click();
  return (
    <>
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-describedby={describedBy}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            open();
          }
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) onFiles(event.dataTransfer.files);
        }}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed text-center transition focus-visible:outline-2 focus-visible:outline-blue-600 ${className} ${
          dragging ? 'border-brand bg-brand-soft' : 'border-slate-300 bg-slate-50 hover:border-brand'
        }`}
      >
        {children}
      </div>
      <input
        ref={inputRef}
        type="file"
        multiple={multiple}
        accept={accept}
        aria-label={label}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          onFiles(event.target.files);
          event.target.value = '';
        }}
      />
    </>
  );
}
