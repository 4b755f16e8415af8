/**
 * Rate limits (docs/leads.md, docs/uploads.md, docs/staff-auth.md): the policies, and limiters in
 * the shared store. A process's limiters come from `registry.ts`.
 */
export * from './policies';
export { createRateLimiter, sweepExpiredCounters, type RateLimiter } from './limiter';
