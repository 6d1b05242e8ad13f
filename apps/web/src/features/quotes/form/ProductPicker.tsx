import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { Search } from 'lucide-react';
import { quoteUnitLabel, type Product } from '@offerteflow/contracts';
import { formatVatRate } from '@offerteflow/domain';
import { INPUT_CLASSES } from '../../../components/FormField';
import { euro } from '../../../lib/format';
import { useExtractedData, useProductUsage } from '../hooks';
import { searchProducts, searchableProducts } from './product-search';
import type { QuoteFormInput, QuoteFormItem, QuoteFormOutput } from './quote-form-schema';

/** Options rendered at once: the list is filtered, never drawn whole (a catalogue may hold thousands). */
export const PICKER_MAX_OPTIONS = 50;

export const PICKER_TEXT = {
  heading: 'Snel toevoegen uit uw producten',
  label: 'Product zoeken',
  placeholder: 'Typ een naam, bijvoorbeeld schilderwerk',
  hint: 'Pijltjes om te kiezen, Enter voegt een regel toe. Meest gebruikte producten eerst.',
  none: 'Geen product gevonden',
  more: (shown: number, total: number) => `${shown} van ${total} getoond: typ verder om te zoeken.`,
  added: (name: string) => `Regel toegevoegd: ${name}`,
} as const;

/** A catalogue product as a quote line, with the product's own BTW rate. */
export function productToItem(product: Product): QuoteFormItem {
  return {
    description: product.description ? `${product.name} - ${product.description}` : product.name,
    quantity: 1,
    unit: product.unit,
    unitPrice: product.unitPrice,
    vatRate: product.vatRate,
  };
}

/**
 * 'Snel toevoegen uit uw producten': a WAI-ARIA combobox over the catalogue (type to filter, arrows,
 * Enter adds the product as a line, Escape closes and then clears), most used products first. A
 * product fills the last row when that row is still empty. Hidden while the catalogue is empty.
 */
export function ProductPicker() {
  const { getValues, setValue } = useFormContext<QuoteFormInput, unknown, QuoteFormOutput>();
  const products = useExtractedData().data?.products;
  const usage = useProductUsage().data;
  const searchable = useMemo(() => searchableProducts(products ?? [], usage), [products, usage]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const matches = useMemo(() => searchProducts(searchable, query), [searchable, query]);
  const shown = matches.slice(0, PICKER_MAX_OPTIONS);
  const ids = { input: useId(), list: useId(), hint: useId(), heading: useId() };
  const optionId = (index: number) => `${ids.list}-${index}`;
  const expanded = open && shown.length > 0;

  useEffect(() => {
    if (expanded) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on the stable list id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expanded, active]);

  if (!products?.length) return null;

  const pick = (product: Product) => {
    const items = getValues('items');
    const item = productToItem(product);
    const last = items[items.length - 1];
    const lastIsEmpty = last && last.description.trim() === '' && !last.unitPrice;
    setValue('items', lastIsEmpty ? [...items.slice(0, -1), item] : [...items, item], { shouldDirty: true });
    setQuery('');
    setOpen(false);
    setActive(0);
    setAnnouncement(PICKER_TEXT.added(product.name));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : last);
      } else {
        setActive((i) => (event.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
      }
    } else if (event.key === 'Enter') {
      // Never submits the quote form from the search box.
      event.preventDefault();
      const product = shown[active];
      if (expanded && product) pick(product);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <section
      aria-labelledby={ids.heading}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={ids.heading} className="text-base font-semibold text-slate-900">
        {PICKER_TEXT.heading}
      </h2>
      <label htmlFor={ids.input} className="mt-3 block text-sm font-medium text-slate-700">
        {PICKER_TEXT.label}
      </label>
      <div className="relative mt-1.5 sm:max-w-xl">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400"
        />
        <input
          id={ids.input}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={ids.list}
          aria-activedescendant={expanded ? optionId(active) : undefined}
          aria-describedby={ids.hint}
          placeholder={PICKER_TEXT.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={`${INPUT_CLASSES} mt-0 border-slate-300 pl-9`}
        />
        <ul
          id={ids.list}
          role="listbox"
          aria-label="Producten"
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {expanded &&
            shown.map((product, index) => (
              <li
                key={product.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the box, so the click still counts after blur would close the list.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => pick(product)}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-soft text-slate-900' : 'text-slate-700'}`}
              >
                <span className="block font-medium break-words">{product.name}</span>
                <span className="block text-xs text-slate-600">
                  {euro(product.unitPrice)} / {quoteUnitLabel(product.unit)} ·{' '}
                  {formatVatRate(product.vatRate)} BTW
                </span>
              </li>
            ))}
        </ul>
      </div>
      <p id={ids.hint} className="mt-1.5 text-xs text-slate-600">
        {open && query.trim() && matches.length === 0
          ? PICKER_TEXT.none
          : open && matches.length > PICKER_MAX_OPTIONS
            ? PICKER_TEXT.more(PICKER_MAX_OPTIONS, matches.length)
            : PICKER_TEXT.hint}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
