import type { EvalCase } from './chat-questions';

export const tuningQuestionsC: EvalCase[] = [];
