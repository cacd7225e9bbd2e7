/** Query keys of the caller's personal API tokens; creating or revoking one invalidates `all`. */
export const apiTokenKeys = { all: ['api-tokens'] as const };
