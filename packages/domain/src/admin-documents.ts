// SLOT for helper H6: its shared zod schemas, types and texts.
export {};
