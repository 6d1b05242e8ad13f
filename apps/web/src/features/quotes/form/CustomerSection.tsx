import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import { useCustomers } from '../hooks';
import type { CustomerMode, QuoteFormInput, QuoteFormOutput } from './quote-form-schema';

const MODE_LABELS: Record<CustomerMode, string> = { new: 'Nieuwe klant', existing: 'Bestaande klant' };

/** SPEC §2/§5: new or existing customer; the customer list is fetched only in existing mode. */
export function CustomerSection() {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<QuoteFormInput, unknown, QuoteFormOutput>();
  const mode = useWatch({ control, name: 'customer.mode' });
  const customers = useCustomers(mode === 'existing');
  const e = errors.customer;

  return (
    <section
      aria-labelledby="customer-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="customer-heading" className="text-base font-semibold text-slate-900">
        Klant
      </h2>
      <div role="radiogroup" aria-label="Klanttype" className="mt-3 inline-flex rounded-lg bg-slate-100 p-1">
        {(Object.keys(MODE_LABELS) as CustomerMode[]).map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={mode === value}
            onClick={() => setValue('customer.mode', value, { shouldDirty: true })}
            className={`rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600 ${
              mode === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {MODE_LABELS[value]}
          </button>
        ))}
      </div>

      {mode === 'existing' ? (
        <div className="mt-4">
          <SelectField
            label="Klant kiezen"
            error={e?.id?.message}
            hint={
              customers.isError
                ? 'De klanten konden niet worden geladen.'
                : customers.data?.length === 0
                  ? 'U heeft nog geen klanten. Kies "Nieuwe klant".'
                  : undefined
            }
            disabled={customers.isPending}
            {...register('customer.id')}
          >
            <option value="">{customers.isPending ? 'Klanten laden...' : 'Selecteer een klant'}</option>
            {customers.data?.map((customer) => (
              <option key={customer.id} value={customer.id}>
                {customer.name}
                {customer.email ? ` (${customer.email})` : ''}
              </option>
            ))}
          </SelectField>
        </div>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <FormField
            label="Bedrijfsnaam / naam"
            autoComplete="organization"
            error={e?.name?.message}
            className="sm:col-span-2"
            {...register('customer.name')}
          />
          <FormField
            label="E-mailadres klant"
            type="email"
            inputMode="email"
            autoComplete="email"
            error={e?.email?.message}
            {...register('customer.email')}
          />
          <FormField
            label="Telefoon"
            type="tel"
            autoComplete="tel"
            error={e?.phone?.message}
            {...register('customer.phone')}
          />
          <FormField
            label="Adres"
            autoComplete="street-address"
            error={e?.address?.message}
            className="sm:col-span-2"
            {...register('customer.address')}
          />
          <FormField
            label="Postcode"
            autoComplete="postal-code"
            error={e?.postalCode?.message}
            {...register('customer.postalCode')}
          />
          <FormField
            label="Plaats"
            autoComplete="address-level2"
            error={e?.city?.message}
            {...register('customer.city')}
          />
          <FormField
            label="Land"
            autoComplete="country-name"
            error={e?.country?.message}
            {...register('customer.country')}
          />
          <FormField
            label="KvK-nummer (optioneel)"
            error={e?.kvkNumber?.message}
            {...register('customer.kvkNumber')}
          />
          <FormField
            label="BTW-nummer (optioneel)"
            error={e?.vatNumber?.message}
            {...register('customer.vatNumber')}
          />
        </div>
      )}
    </section>
  );
}
