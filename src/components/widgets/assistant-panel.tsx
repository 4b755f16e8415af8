'use client';

import { Bot, CalendarClock, SendHorizontal } from 'lucide-react';
import Link from 'next/link';
import {
  Fragment,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { toast } from '@/components/ui/toast-store';
import { SUGGESTION_SEND_DELAY_MS, type FollowUp } from '@/content/widgets';
import { apiRequest } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  createSessionId,
  followUpsFor,
  parseChatReply,
  prepareMessage,
  replyParts,
  type ChatChoice,
  type ChatSource,
} from './chat-logic';
import type { AssistantPanelData, PanelControl } from './types';
import { linkToSection, WidgetDialog } from './widget-dialog';

/** A chat message is the visitor's text with the reply attached once it arrives. */
type ChatMessage = {
  id: number;
  content: string;
  timestamp: number;
  response?: string;
  sources?: ChatSource[];
  choices?: ChatChoice[];
};

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
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [waiting, setWaiting] = useState(false);
  const waitingRef = useRef(false);
  const sessionId = useRef<string | null>(null);
  const nextId = useRef(1);
  const logRef = useRef<HTMLDivElement>(null);
  const latestRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [sectionTarget, setSectionTarget] = useState<string | null>(null);
  const suggestionTimer = useRef<number | undefined>(undefined);
  const disclosureId = useId();
  const hintId = useId();

  const send = useCallback(
    async (text: string) => {
      const content = prepareMessage(text);
      if (content === null || waitingRef.current) return;
      sessionId.current ??= createSessionId();
      const id = nextId.current++;
      waitingRef.current = true;
      setWaiting(true);
      setInput('');
      setMessages((current) => [...current, { id, content, timestamp: Date.now() }]);
      try {
        const answer = await apiRequest('POST', '/api/chat', { content, sessionId: sessionId.current, locale });
        const reply = parseChatReply(await answer.json());
        setMessages((current) =>
          current.map((message) =>
            message.id === id
              ? { ...message, response: reply.response, sources: reply.sources, choices: reply.choices }
              : message,
          ),
        );
      } catch (error) {
        // The visitor's message stays, without a reply (none is made up); the toast says what happened.
        console.error(error);
        toast({ variant: 'destructive', title: texts.errorTitle, description: texts.errorDescription });
      } finally {
        waitingRef.current = false;
        setWaiting(false);
      }
    },
    [locale, texts.errorTitle, texts.errorDescription],
  );

  useEffect(() => () => window.clearTimeout(suggestionTimer.current), []);

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(input);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter makes a new line; an IME composition is left alone.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(input);
    }
  };

  const ask = (question: string) => {
    if (waitingRef.current) return;
    setInput(question);
    window.clearTimeout(suggestionTimer.current);
    suggestionTimer.current = window.setTimeout(() => void send(question), SUGGESTION_SEND_DELAY_MS);
  };

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
              <button
                key={question}
                type="button"
                disabled={waiting}
                onClick={() => ask(question)}
                className="min-h-10 rounded-2xl border border-brand-700 bg-white px-3 py-1.5 text-left text-brand-800 hover:bg-brand-50 disabled:opacity-60"
              >
                {question}
              </button>
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
              <AssistantBubble label={texts.assistant}>
                <p className="whitespace-pre-line">
                  {replyParts(message.response, message.sources ?? []).map((part, index) =>
                    part.source ? (
                      <SourceLink key={index} source={part.source} onNavigate={close} />
                    ) : (
                      <Fragment key={index}>{part.text}</Fragment>
                    ),
                  )}
                </p>
                {message.sources && message.sources.length > 0 ? (
                  <div className="mt-2 border-t border-slate-200 pt-2">
                    <p className="text-xs font-semibold text-slate-600">{texts.sourcesLabel}</p>
                    <ul className="mt-1 space-y-1">
                      {message.sources.map((source) => (
                        <li key={source.url}>
                          <SourceLink source={source} onNavigate={close} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </AssistantBubble>
            ) : null}
            {message === latest && message.choices && message.choices.length > 0 ? (
              <div role="group" aria-label={texts.choicesLabel} className="flex flex-col items-start gap-1.5 pl-9">
                {message.choices.map((choice) => (
                  <button
                    key={choice.title}
                    type="button"
                    disabled={waiting}
                    onClick={() => void send(choice.question)}
                    className="min-h-10 rounded-2xl border border-brand-700 bg-white px-3 py-1.5 text-left text-brand-800 hover:bg-brand-50 disabled:opacity-60"
                  >
                    {choice.title}
                  </button>
                ))}
              </div>
            ) : null}
            {message === latest && offers.length > 0 ? (
              <FollowUps
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

        {waiting ? (
          <div className="flex items-center gap-2 text-slate-600">
            <span
              aria-hidden="true"
              className="flex gap-1 rounded-2xl rounded-bl-sm bg-white px-3 py-3 ring-1 ring-slate-200"
            >
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  className="size-1.5 rounded-full bg-slate-500 motion-safe:animate-bounce"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </span>
            <span>{texts.typing}</span>
          </div>
        ) : null}
      </div>

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
          onChange={(event) => setInput(event.target.value)}
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
      <p className="border-t border-slate-100 bg-white px-3 py-1.5 text-center text-xs text-slate-600">
        {texts.footerNotice}
      </p>
    </WidgetDialog>
  );
}

function AssistantBubble({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800"
      >
        <Bot className="size-4" />
      </span>
      <div className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-navy-900 ring-1 ring-slate-200">
        <span className="sr-only">{label}: </span>
        {children}
      </div>
    </div>
  );
}

function SourceLink({ source, onNavigate }: { source: ChatSource; onNavigate: () => void }) {
  const className = 'text-brand-800 underline underline-offset-2 hover:text-brand-900';
  if (source.url.startsWith('/')) {
    return (
      <Link href={source.url} prefetch={false} onClick={onNavigate} className={className}>
        {source.title}
      </Link>
    );
  }
  return (
    <a href={source.url} className={className}>
      {source.title}
    </a>
  );
}

type FollowUpsProps = {
  label: string;
  offers: FollowUp[];
  disabled: boolean;
  homePath: string;
  onSend: (text: string) => void;
  onContact: (event: { preventDefault: () => void }) => void;
};

function FollowUps({ label, offers, disabled, homePath, onSend, onContact }: FollowUpsProps) {
  const className = cn(
    'inline-flex min-h-10 items-center gap-1.5 rounded-full border border-brand-700 bg-white px-3 py-1.5 font-medium text-brand-800 hover:bg-brand-50',
    'disabled:opacity-60',
  );
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5 pl-9">
      {offers.map((offer) =>
        offer.action === 'contact' ? (
          <Link
            key={offer.kind}
            href={`${homePath}#contact`}
            prefetch={false}
            onClick={onContact}
            className={className}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            {offer.label}
          </Link>
        ) : (
          <button
            key={offer.kind}
            type="button"
            disabled={disabled}
            onClick={() => onSend(offer.message)}
            className={className}
          >
            {offer.label}
          </button>
        ),
      )}
    </div>
  );
}
