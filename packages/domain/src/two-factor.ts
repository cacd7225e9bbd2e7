// SLOT for helper H3: its shared zod schemas, types and texts.
export {};
