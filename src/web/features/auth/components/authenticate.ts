/** Runs a sign-in or sign-up; on success goes on to the redirect target. Resolves whether it worked. */
export type Authenticate = (action: () => Promise<boolean>) => Promise<boolean>;
