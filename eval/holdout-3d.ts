import type { EvalCase } from './chat-questions';

export const holdoutQuestionsD: EvalCase[] = [];
