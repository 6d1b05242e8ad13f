import { useId, useMemo, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { IconButton } from './IconButton';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** 'md' for forms, 'xl' for editors and previews, 'full' for a full-screen view. */
  size?: 'md' | 'xl' | 'full';
  /** Extra buttons in the header, left of the close button. */
  headerActions?: ReactNode;
  closeLabel?: string;
  /**
   * For content without controls that can scroll (a preview): its name, and the content becomes a
   * focusable region, so the keyboard can scroll it as well.
   */
  scrollLabel?: string;
}

const SIZE: Record<NonNullable<ModalProps['size']>, string> = {
  md: 'max-w-lg',
  xl: 'max-w-6xl',
  full: 'max-w-none h-dvh max-h-dvh! rounded-none! sm:h-[calc(100dvh-2rem)]',
};

/**
 * A dialog with a title bar (title, extra actions, close button), scrolling content and an optional
 * footer; focus handling, Escape and the backdrop come from Dialog.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  size = 'md',
  headerActions,
  closeLabel = 'Sluiten',
  scrollLabel,
}: ModalProps) {
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  // The element marked data-autofocus gets the focus on open (else Dialog's first focusable one).
  const autoFocusRef = useMemo(
    () => ({
      get current() {
        return contentRef.current?.querySelector<HTMLElement>('[data-autofocus]') ?? null;
      },
    }),
    [],
  );
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      initialFocusRef={autoFocusRef}
      panelClassName={`flex flex-col overflow-hidden! ${SIZE[size]}`}
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
        <h2 id={titleId} className="truncate text-lg font-semibold text-slate-900" title={title}>
          {title}
        </h2>
        <div className="flex shrink-0 items-center gap-1">
          {headerActions}
          <IconButton
            icon={X}
            label={closeLabel}
            onClick={onClose}
            iconClassName="size-5"
            className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          />
        </div>
      </div>
      <div
        ref={contentRef}
        {...(scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {})}
        className="min-h-0 flex-1 overflow-auto px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 sm:px-6"
      >
        {children}
      </div>
      {footer && (
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:px-6">
          {footer}
        </div>
      )}
    </Dialog>
  );
}

/**
 * The footer of a modal with a form: cancel, and the submit button of the form `formId` (it sits in the
 * footer, outside the form). While `busy` the submit shows a spinner and cannot be pressed twice.
 */
export function FormModalButtons({
  formId,
  busy,
  onCancel,
  cancelLabel = 'Annuleren',
  keepOpenWhileBusy = false,
  children = 'Opslaan',
}: {
  formId: string;
  busy: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  /** Cancel is disabled while busy (a save that must not be abandoned halfway). */
  keepOpenWhileBusy?: boolean;
  /** The submit button's content. */
  children?: ReactNode;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={keepOpenWhileBusy && busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={formId} loading={busy} disabled={busy}>
        {children}
      </Button>
    </>
  );
}
