// SLOT for helper H5: its shared zod schemas, types and texts.
export {};
