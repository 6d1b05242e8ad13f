import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

export const APP_NAME = 'Offerteflow';

/** The Dutch page title of each route; the first pattern that matches wins. */
export const ROUTE_TITLES: readonly (readonly [pattern: string, title: string])[] = [
  ['/dashboard', 'Dashboard'],
  ['/quotes/new', 'Nieuwe offerte'],
  ['/quotes/:id/edit', 'Offerte bewerken'],
  ['/quotes', 'Offertes'],
  ['/onboarding', 'Onboarding'],
  ['/products', 'Producten'],
  ['/templates', 'Templates'],
  ['/billing', 'Abonnement'],
  ['/settings', 'Instellingen'],
  ['/login', 'Inloggen'],
  ['/register', 'Registreren'],
  ['/forgot-password', 'Wachtwoord vergeten'],
  ['/reset-password', 'Nieuw wachtwoord instellen'],
  ['/terms', 'Algemene voorwaarden'],
  ['/privacy', 'Privacybeleid'],
  ['/help', 'Help'],
  ['/support', 'Support'],
  ['/video-tutorials', 'Video-tutorials'],
  ['/o/:token', 'Offerte'],
];

/** 'Offertes – Offerteflow' for /quotes; 'Pagina niet gevonden – Offerteflow' for an unknown path. */
export function routeTitle(pathname: string): string {
  if (pathname === '/') return APP_NAME;
  const match = ROUTE_TITLES.find(([pattern]) => matchPath(pattern, pathname));
  return `${match ? match[1] : 'Pagina niet gevonden'} – ${APP_NAME}`;
}

/** Keeps document.title in step with the route. */
export function RouteTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = routeTitle(pathname);
  }, [pathname]);
  return null;
}
