import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { IntegrationsTab } from '../integrations';
import { CompanyTab } from './CompanyTab';
import { QuotesTab } from './QuotesTab';
import { SecurityTab } from './SecurityTab';
import { TemplatesTab } from './TemplatesTab';
import { NotificationsTab, UserTab } from './UserTab';

/** The six tabs of SPEC §2 Settings, in the order of SPEC §4 Settings tab, plus 'API en webhooks' (API keys and webhooks). */
export const SETTINGS_TABS = [
  { id: 'company', label: 'Bedrijf', Panel: CompanyTab },
  { id: 'user', label: 'Gebruiker', Panel: UserTab },
  { id: 'quotes', label: 'Offertes', Panel: QuotesTab },
  { id: 'templates', label: 'Templates', Panel: TemplatesTab },
  { id: 'notifications', label: 'Notificaties', Panel: NotificationsTab },
  { id: 'integrations', label: 'API en webhooks', Panel: IntegrationsTab },
  { id: 'security', label: 'Beveiliging', Panel: SecurityTab },
] as const;

type TabId = (typeof SETTINGS_TABS)[number]['id'];

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
  const requested = params.get('tab');
  const active = SETTINGS_TABS.find((t) => t.id === requested) ?? SETTINGS_TABS[0];
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const { tabListRef, moreTabs, updateMore } = useScrollHint();

  const select = (id: TabId, focus = false) => {
    setParams({ tab: id }, { replace: true });
    if (focus) tabRefs.current[id]?.focus();
  };

  /** Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern). */
  const onKeyDown = (event: KeyboardEvent) => {
    const index = SETTINGS_TABS.findIndex((t) => t.id === active.id);
    const last = SETTINGS_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % SETTINGS_TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + SETTINGS_TABS.length) % SETTINGS_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(SETTINGS_TABS[next]!.id, true);
  };

  const Panel = active.Panel;
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
          {SETTINGS_TABS.map((tab) => {
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
