import { z } from 'zod';

/** A missing field reads "is required" on both sides, rather than zod's type message. */
z.config({
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : undefined),
});

export { z };
