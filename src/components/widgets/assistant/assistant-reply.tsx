import { Fragment } from 'react';
import { replyParts } from '../chat-logic';
import type { AssistantPanelData } from '../types';
import { AssistantBubble, SourceLink } from './assistant-bubble';
import type { ChatMessage } from './use-assistant-conversation';

type ReplyTexts = Pick<AssistantPanelData['texts'], 'assistant' | 'sourcesLabel'>;

/** The assistant's answer: its text with the sources linked where it names them, then the list of sources. */
export function AssistantReply({
  message,
  texts,
  onNavigate,
}: {
  message: ChatMessage & { response: string };
  texts: ReplyTexts;
  onNavigate: () => void;
}) {
  const sources = message.sources ?? [];
  return (
    <AssistantBubble label={texts.assistant}>
      <p className="whitespace-pre-line">
        {replyParts(message.response, sources).map((part, index) =>
          part.source ? (
            <SourceLink key={index} source={part.source} onNavigate={onNavigate} />
          ) : (
            <Fragment key={index}>{part.text}</Fragment>
          ),
        )}
      </p>
      {sources.length > 0 ? (
        <div className="mt-2 border-t border-slate-200 pt-2">
          <p className="text-xs font-semibold text-slate-600">{texts.sourcesLabel}</p>
          <ul className="mt-1 space-y-1">
            {sources.map((source) => (
              <li key={source.url}>
                <SourceLink source={source} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </AssistantBubble>
  );
}
