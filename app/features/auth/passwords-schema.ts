type PasswordPair = { password: string; confirmPassword: string };

/** "Confirm password" must repeat "password". */
export const passwordsMatch = (data: PasswordPair) => data.password === data.confirmPassword;

/**
 * Where and how a mismatch is reported: on confirmPassword, even while other fields still have
 * errors (zod skips object refinements otherwise), so the person sees every problem at once.
 */
export const passwordsMatchIssue = {
  path: ["confirmPassword"],
  message: "signUp.errors.passwordsDiffer",
  when: ({ value }: { value: unknown }) => {
    const { password, confirmPassword } = (value ?? {}) as Record<string, unknown>;
    return typeof password === "string" && typeof confirmPassword === "string";
  },
};
