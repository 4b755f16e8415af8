/**
 * At most `limit()` tasks at once in this process; the others wait in line. Each caller that is
 * woken checks again, so a newcomer that took a freed slot first never pushes the count over.
 * With a deadline, a task that has not started by then is refused with `onTimeout()` instead.
 */
export function taskSlots(limit: () => number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return async function withSlot<T>(
    task: () => Promise<T>,
    deadline?: { at: number; onTimeout: () => Error },
  ): Promise<T> {
    while (running >= limit()) {
      const left = deadline ? deadline.at - Date.now() : Number.POSITIVE_INFINITY;
      if (left <= 0) throw deadline!.onTimeout();
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        // A waiter that gives up leaves the line, so the next release wakes someone still waiting.
        const timer = Number.isFinite(left)
          ? setTimeout(() => {
              const place = waiting.indexOf(wake);
              if (place >= 0) waiting.splice(place, 1);
              resolve();
            }, left)
          : undefined;
        waiting.push(wake);
      });
    }
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
