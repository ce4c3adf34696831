/** The part of a zod schema the forms use; keeps zod itself out of the web bundle's imports. */
interface SafeParser {
  safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * A @mantine/form `validate` function from a shared request schema: each field's first problem,
 * prefixed with its label ("Password must be at least 10 characters").
 */
export function validateWith<T extends object>(schema: SafeParser, labels: Partial<Record<keyof T, string>>) {
  return (values: T): Partial<Record<keyof T, string>> => {
    const result = schema.safeParse(values);
    const errors: Partial<Record<keyof T, string>> = {};
    if (result.success || !result.error) return errors;
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as keyof T;
      if (errors[field]) continue;
      const label = labels[field];
      errors[field] = label ? `${label} ${issue.message}` : issue.message;
    }
    return errors;
  };
}
