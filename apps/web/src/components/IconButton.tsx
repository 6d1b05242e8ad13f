import { forwardRef, type ButtonHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  icon: LucideIcon;
  /** The button's accessible name; the icon itself is hidden from screen readers. */
  label: string;
  /** Size classes of the icon. */
  iconClassName?: string;
}

/** A button that shows only an icon (close, remove, row actions), named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon: Icon, label, iconClassName = 'size-4', type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} aria-label={label} {...rest}>
      <Icon aria-hidden="true" className={iconClassName} />
    </button>
  );
});
