// Stands in for `server-only` outside Next (scripts/staff.mjs).
export {};
