/** What the Datenschutzerklärung depends on besides the code: the deployment's configuration. */
export type DatenschutzOptions = {
  /**
   * Host of the optional language-model service of the assistant (CHAT_LLM_BASE_URL), or null
   * when the assistant answers on our own server only (the default).
   */
  chatModelHost: string | null;
};

/** Reads the assistant's optional model service from the environment (at build time). */
export function chatModelHostFromEnv(env: Record<string, string | undefined> = process.env): string | null {
  const raw = env.CHAT_LLM_BASE_URL?.trim();
  if (!raw) return null;
  try {
    return new URL(raw).host;
  } catch {
    return raw;
  }
}
