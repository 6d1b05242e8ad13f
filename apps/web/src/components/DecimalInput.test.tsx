import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { isIsoDate } from '@offerteflow/domain';
import { DateInput } from './DateInput';
import { DecimalInput } from './DecimalInput';

const schema = z.object({
  price: z.number().min(0),
  validUntil: z.string().refine((v) => v === '' || isIsoDate(v)),
});
type Values = z.input<typeof schema>;

function Harness({ onSave, initial }: { onSave: (v: Values) => void; initial: Values }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  return (
    <form onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <DecimalInput control={control} name="price" kind="money" label="Prijs" />
      <DateInput control={control} name="validUntil" label="Geldig tot" />
      <button type="submit">Opslaan</button>
    </form>
  );
}

async function saveAfterTyping(text: string) {
  const saved: Values[] = [];
  render(<Harness initial={{ price: 0, validUntil: '' }} onSave={(v) => saved.push(v)} />);
  const price = screen.getByLabelText('Prijs');
  await userEvent.clear(price);
  await userEvent.type(price, text);
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  return { saved, price };
}

test.each([
  ['45,50', 45.5, '45,50'],
  ['45.50', 45.5, '45,50'],
  ['1.234,56', 1234.56, '1.234,56'],
  ['1234,56', 1234.56, '1.234,56'],
  ['€ 45,50', 45.5, '45,50'],
])('typing %s saves %s and shows %s', async (text, value, shown) => {
  const { saved, price } = await saveAfterTyping(text);
  expect(saved).toEqual([{ price: value, validUntil: '' }]);
  expect(price).toHaveValue(shown);
});

test('an ambiguous amount is refused with the Dutch message and nothing is saved', async () => {
  const { saved, price } = await saveAfterTyping('1.234');
  expect(saved).toEqual([]);
  expect(price).toHaveAccessibleDescription(
    'Onduidelijk getal: schrijf bijvoorbeeld 1.234,00 voor duizend of 1,23 voor een decimaal',
  );
  expect(price).toHaveValue('1.234');
});

test('an existing value is shown the Dutch way; a date is typed and shown as dd-mm-jjjj', async () => {
  const saved: Values[] = [];
  render(<Harness initial={{ price: 1234.5, validUntil: '2026-12-23' }} onSave={(v) => saved.push(v)} />);
  expect(screen.getByLabelText('Prijs')).toHaveValue('1.234,50');
  const date = screen.getByLabelText('Geldig tot');
  expect(date).toHaveValue('23-12-2026');
  await userEvent.clear(date);
  await userEvent.type(date, '12/23/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(date).toHaveAccessibleDescription('Ongeldige datum, gebruik dd-mm-jjjj (bijvoorbeeld 23-12-2026)');
  await userEvent.clear(date);
  await userEvent.type(date, '5-1-2027');
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(saved).toEqual([{ price: 1234.5, validUntil: '2027-01-05' }]);
  expect(date).toHaveValue('05-01-2027');
});
