import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { NoAccess, useIsAdmin } from '../auth';
import { IntegrationsTab } from '../integrations';
import { TeamTab } from '../team';
import { CompanyTab } from './CompanyTab';
import { QuotesTab } from './QuotesTab';
import { SecurityTab } from './SecurityTab';
import { TemplatesTab } from './TemplatesTab';
import { NotificationsTab, UserTab } from './UserTab';

/**
 * The six tabs of SPEC §2 Settings, in the order of SPEC §4 Settings tab, plus 'Team' (colleagues and
 * invitations) and 'API en webhooks' (API keys and webhooks). `adminOnly` tabs are the company's own
 * affairs: a medewerker does not see them, and at their address gets the no-access panel.
 */
export const SETTINGS_TABS = [
  { id: 'company', label: 'Bedrijf', Panel: CompanyTab, adminOnly: true },
  { id: 'user', label: 'Gebruiker', Panel: UserTab, adminOnly: false },
  { id: 'quotes', label: 'Offertes', Panel: QuotesTab, adminOnly: true },
  { id: 'templates', label: 'Templates', Panel: TemplatesTab, adminOnly: true },
  { id: 'notifications', label: 'Notificaties', Panel: NotificationsTab, adminOnly: false },
  { id: 'team', label: 'Team', Panel: TeamTab, adminOnly: true },
  { id: 'integrations', label: 'API en webhooks', Panel: IntegrationsTab, adminOnly: true },
  { id: 'security', label: 'Beveiliging', Panel: SecurityTab, adminOnly: false },
] as const;

type Tab = (typeof SETTINGS_TABS)[number];
type TabId = Tab['id'];

/** Whether the tab bar has tabs out of view to the right (phones), kept up to date on scroll and resize. */
function useScrollHint() {
  const tabListRef = useRef<HTMLDivElement>(null);
  const [moreTabs, setMoreTabs] = useState(false);
  const updateMore = useCallback(() => {
    const el = tabListRef.current;
    if (el) setMoreTabs(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
  }, []);
  useEffect(() => {
    const el = tabListRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(updateMore);
    observer.observe(el);
    return () => observer.disconnect();
  }, [updateMore]);
  return { tabListRef, moreTabs, updateMore };
}

export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const isAdmin = useIsAdmin();
  const tabs: readonly Tab[] = SETTINGS_TABS.filter((t) => isAdmin || !t.adminOnly);
  const active = SETTINGS_TABS.find((t) => t.id === params.get('tab')) ?? tabs[0]!;
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const { tabListRef, moreTabs, updateMore } = useScrollHint();

  const select = (id: TabId, focus = false) => {
    setParams({ tab: id }, { replace: true });
    if (focus) tabRefs.current[id]?.focus();
  };

  /** Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern). */
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === active.id);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(tabs[next]!.id, true);
  };

  const Panel = isAdmin || !active.adminOnly ? active.Panel : NoAccess;
  return (
    <div className="space-y-6">
      <PageHeader title="Instellingen" description="Beheer uw bedrijf, account, offertes en beveiliging." />
      <div className="relative -mx-4 sm:mx-0">
        <div
          ref={tabListRef}
          role="tablist"
          aria-label="Instellingen"
          onKeyDown={onKeyDown}
          onScroll={updateMore}
          className="flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:px-0"
        >
          {tabs.map((tab) => {
            const selected = tab.id === active.id;
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  tabRefs.current[tab.id] = el;
                }}
                type="button"
                role="tab"
                id={`tab-${tab.id}`}
                aria-selected={selected}
                aria-controls={`panel-${tab.id}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(tab.id)}
                className={`shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-blue-600 ${
                  selected
                    ? 'border-brand text-brand'
                    : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {moreTabs && (
          // More tabs to the right: a fade with an arrow shows that the bar scrolls.
          <div
            aria-hidden="true"
            data-testid="tabs-scroll-hint"
            className="pointer-events-none absolute inset-y-0 right-0 flex w-12 items-center justify-end bg-gradient-to-l from-slate-50 via-slate-50/90 to-transparent pr-1"
          >
            <ChevronRight className="size-4 text-slate-500" />
          </div>
        )}
      </div>
      <div role="tabpanel" id={`panel-${active.id}`} aria-labelledby={`tab-${active.id}`}>
        <Panel />
      </div>
    </div>
  );
}
