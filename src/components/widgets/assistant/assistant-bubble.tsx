import { Bot } from '@/components/icons';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ChatSource } from '../chat-logic';

export function AssistantBubble({ label, children }: { label: string; children: ReactNode }) {
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

export function SourceLink({ source, onNavigate }: { source: ChatSource; onNavigate: () => void }) {
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

/** A question to send with one click: the suggestions before the first message, "Meinten Sie …?" choices. */
export function QuestionButton({
  children,
  disabled,
  onClick,
}: {
  children: ReactNode;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className="min-h-10 rounded-2xl border border-brand-700 bg-white px-3 py-1.5 text-left text-brand-800 hover:bg-brand-50 disabled:opacity-60"
    >
      {children}
    </button>
  );
}
