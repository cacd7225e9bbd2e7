// SLOT for helper H1: its shared zod schemas, types and texts.
export {};
