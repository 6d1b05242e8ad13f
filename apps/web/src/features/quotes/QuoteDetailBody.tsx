import { quoteUnitLabel, type Quote } from '@offerteflow/contracts';
import { formatVatRate } from '@offerteflow/domain';
import { date, euro, quantity } from '../../lib/format';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const ITEM_COLUMNS = ['Omschrijving', 'Aantal', 'Prijs per eenheid', 'BTW', 'Totaal'];

function NumberCell({ className = '', children }: { className?: string; children: React.ReactNode }) {
  return <td className={`px-3 py-2 text-right whitespace-nowrap tabular-nums ${className}`}>{children}</td>;
}

/** A line under the items: its label spans the first four columns, the amount sits under 'Totaal'. */
function TotalRow({ label, amount, grand = false }: { label: string; amount: number; grand?: boolean }) {
  const cell = grand ? 'px-3 py-2 text-right font-semibold' : 'px-3 py-1.5 text-right';
  return (
    <tr>
      <th
        scope="row"
        colSpan={4}
        className={`${cell} ${grand ? 'text-slate-900' : 'font-normal text-slate-600'}`}
      >
        {label}
      </th>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>{euro(amount)}</td>
    </tr>
  );
}

function addressLines(customer: Quote['customer']): string[] {
  const place = [customer.postalCode, customer.city].filter(Boolean).join(' ');
  return [
    customer.address,
    place,
    customer.country && customer.country !== 'Nederland' ? customer.country : '',
  ].filter((line): line is string => Boolean(line));
}

/** Customer block, details, items table with totals, and notes of the quote detail overlay. */
export function QuoteDetailBody({ quote }: { quote: Quote }) {
  const { customer } = quote;
  const address = addressLines(customer);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="quote-customer" className="rounded-lg border border-slate-200 p-4">
          <h3 id="quote-customer" className="text-sm font-semibold text-slate-900">
            Klant
          </h3>
          <dl className="mt-3 space-y-2">
            <Field label="Naam">{customer.name}</Field>
            {customer.email && <Field label="E-mail">{customer.email}</Field>}
            {customer.phone && <Field label="Telefoon">{customer.phone}</Field>}
            {address.length > 0 && (
              <Field label="Adres">
                {address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </Field>
            )}
          </dl>
        </section>
        <section aria-labelledby="quote-details" className="rounded-lg border border-slate-200 p-4">
          <h3 id="quote-details" className="text-sm font-semibold text-slate-900">
            Details
          </h3>
          <dl className="mt-3 space-y-2">
            <Field label="Totaalbedrag (excl. BTW)">
              <span className="whitespace-nowrap">{euro(quote.totalAmount)}</span>
            </Field>
            <Field label="Totaal incl. BTW">
              <span className="whitespace-nowrap">{euro(quote.totalIncl)}</span>
            </Field>
            <Field label="Aantal items">{quote.items.length}</Field>
            {quote.validUntil && <Field label="Geldig tot">{date(quote.validUntil)}</Field>}
            {quote.createdBy && <Field label="Aangemaakt door">{quote.createdBy.name}</Field>}
            {quote.sentBy && <Field label="Verzonden door">{quote.sentBy.name}</Field>}
          </dl>
        </section>
      </div>

      <section aria-labelledby="quote-items">
        <h3 id="quote-items" className="text-sm font-semibold text-slate-900">
          Items
        </h3>
        <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full min-w-[32rem] text-sm">
            <thead className="bg-slate-50 text-left text-xs font-medium text-slate-500 uppercase">
              <tr>
                {ITEM_COLUMNS.map((label, index) => (
                  <th key={label} scope="col" className={index === 0 ? 'px-3 py-2' : 'px-3 py-2 text-right'}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {quote.items.map((item) => (
                <tr key={item.id}>
                  <td className="px-3 py-2 whitespace-pre-line text-slate-900">{item.description}</td>
                  <NumberCell>
                    {quantity(item.quantity)} {quoteUnitLabel(item.unit)}
                  </NumberCell>
                  <NumberCell>{euro(item.unitPrice)}</NumberCell>
                  <NumberCell>{formatVatRate(item.vatRate)}</NumberCell>
                  <NumberCell className="font-medium">{euro(item.totalPrice)}</NumberCell>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-slate-200 text-sm">
              <TotalRow label="Subtotaal excl. BTW" amount={quote.subtotal} />
              {quote.vat.map((line) => (
                <TotalRow
                  key={line.rate}
                  label={`BTW ${formatVatRate(line.rate)} over ${euro(line.base)}`}
                  amount={line.vat}
                />
              ))}
              <TotalRow label="Totaal incl. BTW" amount={quote.totalIncl} grand />
            </tfoot>
          </table>
        </div>
      </section>

      {quote.notes && (
        <section aria-labelledby="quote-notes">
          <h3 id="quote-notes" className="text-sm font-semibold text-slate-900">
            Notities
          </h3>
          <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{quote.notes}</p>
        </section>
      )}
    </>
  );
}
