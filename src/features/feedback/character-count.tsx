import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX, FEEDBACK_MIN } from '../../domain/constants';
import { characterCount } from '../../domain/text-length';


// The live count under the text box (GOV.UK character count): shown at once, and said to a screen reader only once
// typing pauses, so it does not talk over every key.
export function CharacterCount({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation();
  const count = characterCount(text);
  const words = count > FEEDBACK_MAX
    ? t('feedback.count.over', { count: count - FEEDBACK_MAX })
    : count < FEEDBACK_MIN
      ? t('feedback.count.under', { count, min: FEEDBACK_MIN, max: FEEDBACK_MAX })
      : t('feedback.count.within', { count, max: FEEDBACK_MAX });
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(words), 800);
    return () => clearTimeout(timer);
  }, [words]);
  return (
    <>
      <p id={id} aria-hidden="true" className={`mt-1 text-sm ${count > FEEDBACK_MAX ? 'font-semibold text-red-800' : 'text-slate-700'}`}>{words}</p>
      <p aria-live="polite" className="sr-only">{spoken}</p>
    </>
  );
}
