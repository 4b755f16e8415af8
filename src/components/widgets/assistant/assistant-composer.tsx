import { SendHorizontal } from '@/components/icons';
import { useId, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { prepareMessage } from '../chat-logic';
import type { AssistantPanelData } from '../types';

type ComposerTexts = Pick<AssistantPanelData['texts'], 'inputLabel' | 'inputPlaceholder' | 'inputHint' | 'send'>;

/** The question field: Enter sends, Shift+Enter makes a new line, disabled while an answer is on its way. */
export function AssistantComposer({
  input,
  onInput,
  onSend,
  waiting,
  inputRef,
  texts,
}: {
  input: string;
  onInput: (value: string) => void;
  onSend: (text: string) => void;
  waiting: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  texts: ComposerTexts;
}) {
  const hintId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSend(input);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composition is left alone: its Enter confirms a character, not the message.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend(input);
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 bg-white p-3">
      <label className="sr-only" htmlFor={`${hintId}-input`}>
        {texts.inputLabel}
      </label>
      <textarea
        ref={inputRef}
        id={`${hintId}-input`}
        rows={2}
        value={input}
        disabled={waiting}
        maxLength={2000}
        placeholder={texts.inputPlaceholder}
        aria-describedby={hintId}
        onChange={(event) => onInput(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-11 flex-1 resize-none rounded-lg border border-slate-400 px-3 py-2 text-base text-navy-900 placeholder:text-slate-500 disabled:bg-slate-100 sm:text-sm"
      />
      <span id={hintId} className="sr-only">
        {texts.inputHint}
      </span>
      <button
        type="submit"
        disabled={waiting || prepareMessage(input) === null}
        aria-label={texts.send}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-50"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
