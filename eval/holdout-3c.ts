import type { EvalCase } from './chat-questions';

export const holdoutQuestionsC: EvalCase[] = [];
