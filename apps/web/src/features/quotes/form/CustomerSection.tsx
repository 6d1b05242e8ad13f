import { useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CUSTOMER_LIMITS } from '@offerteflow/contracts';
import { FieldList, type FieldSpec } from '../../../components/FieldList';
import { INPUT_CLASSES } from '../../../components/FormField';
import { Panel } from '../../../components/Panel';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { SelectField } from '../../../components/SelectField';
import { useCustomers } from '../hooks';
import type { CustomerMode, QuoteFormInput, QuoteFormOutput } from './quote-form-schema';

/** The quote's own customer, offered even when it is not on the first page of the customer list. */
export interface KnownCustomer {
  id: string;
  name: string;
  email: string | null;
}

const MODE_LABELS: Record<CustomerMode, string> = { new: 'Nieuwe klant', existing: 'Bestaande klant' };

const WIDE = 'sm:col-span-2';

/** The inputs of a new customer, in a two-column grid. */
const NEW_CUSTOMER_FIELDS: FieldSpec<QuoteFormInput>[] = [
  { name: 'customer.name', label: 'Bedrijfsnaam / naam', autoComplete: 'organization', className: WIDE },
  {
    name: 'customer.email',
    label: 'E-mailadres klant',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
  },
  { name: 'customer.phone', label: 'Telefoon', type: 'tel', autoComplete: 'tel' },
  { name: 'customer.address', label: 'Adres', autoComplete: 'street-address', className: WIDE },
  { name: 'customer.postalCode', label: 'Postcode', autoComplete: 'postal-code' },
  { name: 'customer.city', label: 'Plaats', autoComplete: 'address-level2' },
  { name: 'customer.country', label: 'Land', autoComplete: 'country-name' },
  { name: 'customer.kvkNumber', label: 'KvK-nummer (optioneel)' },
  { name: 'customer.vatNumber', label: 'BTW-nummer (optioneel)' },
];

/** SPEC §2/§5: new or existing customer; the customer list is fetched only in existing mode. */
export function CustomerSection({ knownCustomer }: { knownCustomer?: KnownCustomer }) {
  const form = useFormContext<QuoteFormInput, unknown, QuoteFormOutput>();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [mode, selectedId] = useWatch({ control, name: ['customer.mode', 'customer.id'] });
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const customers = useCustomers(mode === 'existing', search);
  const e = errors.customer;

  // Customers seen so far, so the chosen one stays in the select while a search shows others.
  const seen = useRef(new Map<string, KnownCustomer>());
  if (knownCustomer) seen.current.set(knownCustomer.id, knownCustomer);
  for (const customer of customers.data ?? []) seen.current.set(customer.id, customer);
  const options: KnownCustomer[] = customers.data ? [...customers.data] : [];
  const selected = selectedId ? seen.current.get(selectedId) : undefined;
  if (selected && !options.some((c) => c.id === selected.id)) options.unshift(selected);

  return (
    <Panel title="Klant">
      <fieldset className="mt-3">
        <legend className="sr-only">Klanttype</legend>
        <div className="inline-flex rounded-lg bg-slate-100 p-1">
          {(Object.keys(MODE_LABELS) as CustomerMode[]).map((value) => (
            <label
              key={value}
              className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600 ${
                mode === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              <input type="radio" value={value} className="sr-only" {...register('customer.mode')} />
              {MODE_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>

      {mode === 'existing' ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="customer-search" className="block text-sm font-medium text-slate-700">
              Klant zoeken
            </label>
            <input
              id="customer-search"
              type="search"
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              placeholder="Naam of e-mail"
              maxLength={CUSTOMER_LIMITS.search}
              className={`${INPUT_CLASSES} mt-1.5 border-slate-300`}
            />
          </div>
          {customers.isPending ? (
            // The registered select is mounted once its options exist, so a preselected id shows.
            <SelectField label="Klant kiezen" disabled>
              <option>Klanten laden...</option>
            </SelectField>
          ) : (
            <SelectField
              label="Klant kiezen"
              error={e?.id?.message}
              hint={
                customers.isError
                  ? 'De klanten konden niet worden geladen.'
                  : options.length === 0
                    ? search
                      ? 'Geen klanten gevonden.'
                      : 'U heeft nog geen klanten. Kies "Nieuwe klant".'
                    : undefined
              }
              {...register('customer.id')}
            >
              <option value="">— Kies een klant —</option>
              {options.map((customer) => (
                <option key={customer.id} value={customer.id}>
                  {customer.name}
                  {customer.email ? ` (${customer.email})` : ''}
                </option>
              ))}
            </SelectField>
          )}
        </div>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <FieldList form={form} fields={NEW_CUSTOMER_FIELDS} />
        </div>
      )}
    </Panel>
  );
}
