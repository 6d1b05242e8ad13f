import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Sparkles } from 'lucide-react';
import type { AiQuoteResult } from '@offerteflow/contracts';
import type { VatRate } from '@offerteflow/domain';
import { Button } from '../../../components/Button';
import { AI_TEXT, AiTextModal } from '../../ai';
import { toast } from '../../../lib/toast';
import { aiCustomer, aiItems } from './ai-result';
import type { QuoteFormInput, QuoteFormOutput } from './quote-form-schema';

/**
 * 'AI Tekst naar Offerte' on the quote form: the modal's result replaces all item rows, fills the
 * customer fields (switching to new-customer mode) and the notes, then the modal closes (SPEC §4).
 */
export function AiTextButton({ defaultVatRate }: { defaultVatRate: VatRate }) {
  const [open, setOpen] = useState(false);
  const { setValue, clearErrors } = useFormContext<QuoteFormInput, unknown, QuoteFormOutput>();

  const apply = (result: AiQuoteResult) => {
    const options = { shouldDirty: true } as const;
    setValue('customer', aiCustomer(result), options);
    setValue('items', aiItems(result, defaultVatRate), options);
    if (result.notes.trim()) setValue('notes', result.notes, options);
    clearErrors(['customer', 'items', 'notes']);
    setOpen(false);
    toast({
      variant: 'success',
      title: 'Offerte ingevuld door AI',
      description: 'Controleer de klantgegevens, regels en prijzen voordat u de offerte aanmaakt.',
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Sparkles aria-hidden="true" className="size-4 text-brand" /> {AI_TEXT.open}
      </Button>
      {open && <AiTextModal onClose={() => setOpen(false)} onResult={apply} />}
    </>
  );
}
