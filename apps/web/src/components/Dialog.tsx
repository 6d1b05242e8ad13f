import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, object, [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  /** Accessible name: the element with this id labels the dialog (rendered by the caller). */
  labelledBy?: string;
  /** Or a plain label when the dialog has no visible title element. */
  label?: string;
  onClose: () => void;
  children: ReactNode;
  /** Tailwind classes of the panel (size, padding). */
  panelClassName?: string;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Element that gets focus on open (defaults to the first focusable element). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
}

/** Open dialogs, the topmost last: only it handles Escape and Tab (a preview opened over an overlay). */
const openPanels: HTMLElement[] = [];

/**
 * A modal dialog: rendered over the page, Escape and the backdrop close it, Tab stays inside
 * (focus trap), focus returns to the element that opened it.
 */
export function Dialog({
  labelledBy,
  label,
  onClose,
  children,
  panelClassName = 'max-w-lg p-6',
  role = 'dialog',
  initialFocusRef,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const fallbackId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    first?.focus();

    if (panel) openPanels.push(panel);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!panel || openPanels[openPanels.length - 1] !== panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const firstEl = focusable[0]!;
      const lastEl = focusable[focusable.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstEl || !panel.contains(active))) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && (active === lastEl || !panel.contains(active))) {
        event.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (panel) openPanels.splice(openPanels.indexOf(panel), 1);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
    // Runs once per opening; initialFocusRef is read on mount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" onClick={() => onClose()} />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : (label ?? fallbackId)}
        tabIndex={-1}
        className={`relative max-h-[92dvh] w-full overflow-y-auto rounded-t-xl bg-white shadow-xl focus:outline-none sm:rounded-xl ${panelClassName}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
