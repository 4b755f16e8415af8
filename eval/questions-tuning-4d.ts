import type { EvalCase } from './chat-questions';

export const tuningQuestionsD: EvalCase[] = [];
