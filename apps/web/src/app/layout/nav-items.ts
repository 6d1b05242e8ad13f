import {
  CreditCard,
  FileText,
  LayoutDashboard,
  Package,
  Palette,
  Settings,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown to admins only (the API answers 403 to other roles). */
  adminOnly?: boolean;
}

/** Sidebar entries of SPEC §2 Layout (Dutch labels). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/quotes', label: 'Offertes', icon: FileText },
  { to: '/onboarding', label: 'Onboarding', icon: Sparkles },
  { to: '/products', label: 'Producten', icon: Package },
  { to: '/templates', label: 'Templates', icon: Palette },
  { to: '/billing', label: 'Abonnement', icon: CreditCard, adminOnly: true },
  { to: '/settings', label: 'Instellingen', icon: Settings },
];

/** The entries a user of this role sees. */
export const navItemsFor = (isAdmin: boolean): readonly NavItem[] =>
  NAV_ITEMS.filter((item) => isAdmin || !item.adminOnly);

/** An entry is active when the current path starts with its route. */
export function isNavItemActive(pathname: string, to: string): boolean {
  return pathname.startsWith(to);
}
