// SLOT for helper H2: its shared zod schemas, types and texts.
export {};
