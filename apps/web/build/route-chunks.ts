/**
 * The chunk groups of the web build (Rolldown `output.codeSplitting.groups`).
 *
 * Rolldown's automatic split gives every set of pages that shares modules a chunk of its own, and
 * keeps the modules the first chunk shares with a page apart from it: a logged-in page fetched some 50
 * files of a few hundred bytes each (an icon, a badge, a hook). Rollup's experimentalMinChunkSize,
 * which merged them, has no Rolldown equivalent. These groups merge them by route instead.
 *
 * A group whose `test` names one page takes that page and every module it imports that no group of
 * higher priority took (includeDependenciesRecursively), so a page's chunk never imports a chunk of a
 * later group. The order therefore decides who carries a shared module: /login first (its budget),
 * then zod and react-hook-form (so that no page chunk drags them to a page that has no form), the
 * customer's page of a sent quote and the quote model it shares with the app (read on phones, it must
 * not fetch the app's code; the app does not fetch that page), the logged-in layouts, and the quotes
 * list. Every other page, and what a page opens on demand (a dialog, the login request's schemas),
 * keeps Rolldown's own split.
 */

/** Modules of apps/web/src by path without extension ('features/auth/LoginPage'), '|' between several. */
const srcModules = (paths: string) =>
  new RegExp(`[\\\\/]src[\\\\/](?:${paths.replaceAll('/', '[\\\\/]')})\\.tsx$`);

const CUSTOMER_PORTAL = /[\\/]src[\\/]features[\\/]customer-portal[\\/]/;

export const routeChunkGroups = [
  // Everything the first chunk imports statically joins it (React, the router, the session, the
  // route table and the few components they share with pages), instead of 7 small files beside it.
  { name: 'index', tags: ['$initial' as const], priority: 90 },
  // /login: the form, its fields and messages; the app's pages share them from here.
  { name: 'login', test: srcModules('features/auth/LoginPage'), priority: 80 },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 70 },
  {
    name: 'forms',
    test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]|[\\/]src[\\/]lib[\\/]use-submit-form\.ts$/,
    priority: 70,
  },
  // The customer's page of a sent quote: its own code (without its dependencies)...
  { name: 'public-quote', test: CUSTOMER_PORTAL, includeDependenciesRecursively: false, priority: 65 },
  // ...and what it imports, taken before the app's groups: the quote model, totals and formatting
  // it shares with the app (the same test: the modules are taken, their dependencies come here).
  { name: 'quote-model', test: CUSTOMER_PORTAL, priority: 60 },
  // Around every logged-in page: the query cache, the layout, offline store and sync.
  { name: 'app', test: srcModules('app/QueryLayout|app/layout/AppLayout'), priority: 50 },
  { name: 'quotes', test: srcModules('features/quotes/QuotesPage'), priority: 40 },
];
