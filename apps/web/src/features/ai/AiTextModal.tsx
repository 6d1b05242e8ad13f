import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, Check, Sparkles } from 'lucide-react';
import { AI_TEXT_MAX_LENGTH, AI_TEXT_MIN_LENGTH, type AiQuoteResult } from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useApiClient } from '../../lib/api-context';
import { AI_REVIEW_TEXT, AI_TEXT } from './ai-texts';
import { aiErrorMessage, generateFromText, isEmptyResult } from './api';
import { AiTextInput } from './AiTextInput';
import { AiReview } from './review/AiReview';
import { chosenResult, startReview, type ReviewState } from './review/review-state';

export interface AiTextModalProps {
  onClose: () => void;
  /**
   * Called on 'Overnemen in offerte' with the customer and notes found and the lines the user chose;
   * the caller fills the form and closes the modal.
   */
  onResult: (result: AiQuoteResult) => void;
}

/**
 * SPEC §2 AI text modal. Step 1, the text (AiTextInput) with 'Annuleren' / 'Analyseren met AI', enabled
 * only from 10 trimmed characters with no request running (SPEC §5). Step 2, the review (AiReview):
 * the text with each line's phrase marked, lines to leave out, candidates to add, customer and notes;
 * 'Terug naar tekst' returns to the text as typed, 'Overnemen in offerte' hands over the choice. An
 * empty result stays on step 1 and says nothing was found.
 */
export function AiTextModal({ onClose, onResult }: AiTextModalProps) {
  const client = useApiClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [review, setReview] = useState<ReviewState | null>(null);
  const [reviewed, setReviewed] = useState(false);
  const request = useRef<AbortController | null>(null);

  // Closing the modal cancels a running analysis; its answer is never applied.
  useEffect(() => () => request.current?.abort(), []);

  const trimmedLength = text.trim().length;
  const canSubmit = trimmedLength >= AI_TEXT_MIN_LENGTH && text.length <= AI_TEXT_MAX_LENGTH && !busy;

  const analyse = async () => {
    if (!canSubmit) return;
    const controller = new AbortController();
    request.current = controller;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const result = await generateFromText(client, text, undefined, controller.signal);
      if (controller.signal.aborted) return;
      // The offsets of the phrases point into the text as sent: the trimmed one.
      if (isEmptyResult(result)) setNotice(AI_TEXT.nothingFound);
      else setReview(startReview(result, text.trim()));
    } catch (err) {
      if (!controller.signal.aborted) setError(aiErrorMessage(err, AI_TEXT.failed));
    } finally {
      if (!controller.signal.aborted) setBusy(false);
      request.current = null;
    }
  };

  const back = () => {
    setReview(null);
    setReviewed(true);
  };

  const cancel = (
    <Button variant="secondary" onClick={onClose}>
      {AI_TEXT.cancel}
    </Button>
  );

  return (
    <Modal
      title={AI_TEXT.title}
      onClose={onClose}
      size="xl"
      footer={
        review ? (
          <>
            <Button variant="secondary" className="sm:mr-auto" onClick={back}>
              <ArrowLeft aria-hidden="true" className="size-4" /> {AI_REVIEW_TEXT.back}
            </Button>
            {cancel}
            <Button onClick={() => onResult(chosenResult(review))}>
              <Check aria-hidden="true" className="size-4" /> {AI_REVIEW_TEXT.apply}
            </Button>
          </>
        ) : (
          <>
            {cancel}
            <Button onClick={() => void analyse()} disabled={!canSubmit} loading={busy}>
              {!busy && <Sparkles aria-hidden="true" className="size-4" />}
              {busy ? AI_TEXT.busy : AI_TEXT.submit}
            </Button>
          </>
        )
      }
    >
      {review ? (
        <AiReview state={review} onChange={setReview} />
      ) : (
        <AiTextInput
          text={text}
          onTextChange={setText}
          busy={busy}
          error={error}
          notice={notice}
          focusOnMount={reviewed}
        />
      )}
    </Modal>
  );
}
