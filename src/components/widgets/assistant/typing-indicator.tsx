/** Three bouncing dots and a few words while an answer is on its way. */
export function TypingIndicator({ label }: { label: string }) {
  return (
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
      <span>{label}</span>
    </div>
  );
}
