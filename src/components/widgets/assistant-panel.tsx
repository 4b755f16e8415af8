'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { AssistantBubble, QuestionButton } from './assistant/assistant-bubble';
import { AssistantComposer } from './assistant/assistant-composer';
import { AssistantFollowUps } from './assistant/assistant-follow-ups';
import { AssistantReply } from './assistant/assistant-reply';
import { TypingIndicator } from './assistant/typing-indicator';
import { useAssistantConversation } from './assistant/use-assistant-conversation';
import { followUpsFor } from './chat-logic';
import type { AssistantPanelData, PanelControl } from './types';
import { linkToSection, WidgetDialog } from './widget-dialog';

/**
 * The assistant panel 'Recycling AI Assistent'. It stays mounted after the first
 * open, so the conversation and its session id last for the page session.
 */
export function AssistantPanel({
  locale,
  texts,
  suggestions,
  followUps,
  homePath,
  open,
  onOpenChange,
  returnFocus,
}: AssistantPanelData & PanelControl) {
  const { messages, input, setInput, waiting, send, ask } = useAssistantConversation(locale, texts);
  const logRef = useRef<HTMLDivElement>(null);
  const latestRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [sectionTarget, setSectionTarget] = useState<string | null>(null);
  const disclosureId = useId();

  // Before the first message the greeting with the AI notice stays at the top; a question just
  // sent shows at the bottom with the typing dots; an answer shows from its start (the visitor's
  // question above it), not its end, so the text comes before its sources and buttons.
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const latest = latestRef.current;
    if (messages.length === 0) log.scrollTop = 0;
    else if (waiting || !latest) log.scrollTop = log.scrollHeight;
    else log.scrollTop += latest.getBoundingClientRect().top - log.getBoundingClientRect().top - 12;
  }, [messages, waiting, open]);

  // The input is disabled while waiting, which drops its focus (to the body, or the dialog's
  // focus trap catches it on the panel itself): give it back unless the visitor moved on.
  useEffect(() => {
    if (!waiting && open) {
      const active = document.activeElement;
      if (!active || active === document.body || active.getAttribute('role') === 'dialog') inputRef.current?.focus();
    }
  }, [waiting, open]);

  const close = () => onOpenChange(false);
  const lastReplied = [...messages].reverse().find((message) => message.response !== undefined);
  const latest = messages.at(-1);
  const offers = latest && latest === lastReplied && latest.response ? followUpsFor(latest.response, followUps) : [];

  return (
    <WidgetDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={texts.title}
      closeLabel={texts.close}
      side="right"
      describedBy={disclosureId}
      initialFocus={inputRef}
      sectionTarget={sectionTarget}
      onSectionReached={() => setSectionTarget(null)}
      headerClassName="bg-brand-700"
      fullScreenOnPhone
    >
      <div
        ref={logRef}
        role="log"
        aria-label={texts.logLabel}
        tabIndex={0}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto overscroll-contain bg-surface p-3 text-sm sm:h-80 sm:flex-initial"
      >
        <AssistantBubble label={texts.assistant}>
          <p>{texts.greeting}</p>
          <p id={disclosureId} className="mt-2 border-t border-slate-200 pt-2 text-xs text-slate-600">
            {texts.disclosure}
          </p>
        </AssistantBubble>

        {messages.length === 0 ? (
          <div role="group" aria-label={texts.suggestionsLabel} className="flex flex-col items-start gap-1.5">
            {suggestions.map((question) => (
              <QuestionButton key={question} disabled={waiting} onClick={() => ask(question)}>
                {question}
              </QuestionButton>
            ))}
          </div>
        ) : null}

        {messages.map((message) => (
          <div key={message.id} ref={message === latest ? latestRef : undefined} className="space-y-3">
            <div className="flex justify-end">
              <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-3 py-2 whitespace-pre-line text-white">
                <span className="sr-only">{texts.you}: </span>
                {message.content}
              </p>
            </div>
            {message.response !== undefined ? (
              <AssistantReply message={{ ...message, response: message.response }} texts={texts} onNavigate={close} />
            ) : null}
            {message === latest && message.choices && message.choices.length > 0 ? (
              <div role="group" aria-label={texts.choicesLabel} className="flex flex-col items-start gap-1.5 pl-9">
                {message.choices.map((choice) => (
                  <QuestionButton key={choice.title} disabled={waiting} onClick={() => void send(choice.question)}>
                    {choice.title}
                  </QuestionButton>
                ))}
              </div>
            ) : null}
            {message === latest && offers.length > 0 ? (
              <AssistantFollowUps
                label={texts.followUpsLabel}
                offers={offers}
                disabled={waiting}
                homePath={homePath}
                onSend={(text) => void send(text)}
                onContact={linkToSection('contact', setSectionTarget, close)}
              />
            ) : null}
          </div>
        ))}

        {waiting ? <TypingIndicator label={texts.typing} /> : null}
      </div>

      <AssistantComposer
        input={input}
        onInput={setInput}
        onSend={(text) => void send(text)}
        waiting={waiting}
        inputRef={inputRef}
        texts={texts}
      />
      <p className="border-t border-slate-100 bg-white px-3 py-1.5 text-center text-xs text-slate-600">
        {texts.footerNotice}
      </p>
    </WidgetDialog>
  );
}
