import type { Story } from '@/content/types';

export function StoryList({ stories }: { stories: Story[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {stories.map((story) => (
        <article key={story.title} className="rounded-card border border-slate-200 bg-white p-6">
          {story.meta ? <p className="text-sm font-semibold text-brand-800">{story.meta}</p> : null}
          <h3 className="mt-1 text-lg font-semibold">{story.title}</h3>
          <p className="mt-3 leading-relaxed text-slate-600">{story.text}</p>
        </article>
      ))}
    </div>
  );
}
