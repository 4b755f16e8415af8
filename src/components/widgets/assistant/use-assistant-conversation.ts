'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { SUGGESTION_SEND_DELAY_MS } from '@/content/widgets';
import { apiRequest } from '@/lib/api-client';
import { createSessionId, parseChatReply, prepareMessage, type ChatChoice, type ChatSource } from '../chat-logic';
import type { AssistantPanelData } from '../types';

/** A chat message is the visitor's text with the reply attached once it arrives. */
export type ChatMessage = {
  id: number;
  content: string;
  timestamp: number;
  response?: string;
  sources?: ChatSource[];
  choices?: ChatChoice[];
};

type ErrorTexts = Pick<AssistantPanelData['texts'], 'errorTitle' | 'errorDescription'>;

/**
 * The conversation with the assistant: messages, the input, one request at a time, and the
 * session id that lets the server keep the context (made on the first message).
 */
export function useAssistantConversation(locale: string, texts: ErrorTexts) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [waiting, setWaiting] = useState(false);
  // A ref as well as state: two clicks within one render must not send twice.
  const waitingRef = useRef(false);
  const sessionId = useRef<string | null>(null);
  const nextId = useRef(1);
  const suggestionTimer = useRef<number | undefined>(undefined);
  const { errorTitle, errorDescription } = texts;

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
        toast({ variant: 'destructive', title: errorTitle, description: errorDescription });
      } finally {
        waitingRef.current = false;
        setWaiting(false);
      }
    },
    [locale, errorTitle, errorDescription],
  );

  useEffect(() => () => window.clearTimeout(suggestionTimer.current), []);

  /** A suggested question: shown in the input first, sent a moment later. */
  const ask = (question: string) => {
    if (waitingRef.current) return;
    setInput(question);
    window.clearTimeout(suggestionTimer.current);
    suggestionTimer.current = window.setTimeout(() => void send(question), SUGGESTION_SEND_DELAY_MS);
  };

  return { messages, input, setInput, waiting, send, ask };
}
