// SLOT for helper H7: its shared zod schemas, types and texts.
export {};
