// The contract lives with the server code (src/server/chat/request-schema.ts).
export * from '@/server/chat/request-schema';
