// Vitest runs outside React Server Components; the real 'server-only' would throw on import.
export {};
