/** Query keys of the user's own portal requests; sending one invalidates `mine`. */
export const inquiriesKeys = {
  all: ['inquiries'] as const,
  mine: () => [...inquiriesKeys.all, 'mine'] as const,
};
