import type { EvalCase } from './chat-questions';
import { tuningQuestionsP } from './questions-tuning-9p';
import { tuningQuestionsQ } from './questions-tuning-9q';
import { tuningQuestionsR } from './questions-tuning-9r';

/**
 * Tuning questions written but not yet worked through: new paraphrases of the tuning set's groups
 * (three per group in other words and styles; the second of each group is in the hold-out,
 * `holdout-8p/8q/8r`). They belong to the tuning side (the engine may be tuned on them) but are
 * not yet part of its 95 % floor: `npm run eval:chat` reports them as the "pending" part. The
 * next step on the assistant is to fix the engine for them and move them into `chat-questions.ts`.
 */
export const pendingTuningQuestions: EvalCase[] = [...tuningQuestionsP, ...tuningQuestionsQ, ...tuningQuestionsR];
