// SLOT for helper H4: its shared zod schemas, types and texts.
export {};
