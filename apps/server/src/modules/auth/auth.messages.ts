export const AUTH_MESSAGES = {
  signedUp: 'Account created. Check your email for the verification link before signing in.',
  emailTaken: 'An account with this email already exists',
  verificationResent: 'If this email belongs to an account waiting for verification, we sent a new verification link. Check your inbox.',
  tooManyResends: 'Too many verification mail requests. Try again in a few minutes.',
  verified: 'Email verified. You can now sign in.',
  badVerification: 'This verification link is invalid or has expired',
  badCredentials: 'Invalid email or password',
  unverified: 'Please verify your email address before signing in. Check your inbox for the verification link.',
  inactive: 'Your account is inactive. Contact your company administrator.',
  signedOut: 'Signed out',
  badInvite: 'This invitation is invalid or has expired',
  inviteAccepted: 'Welcome aboard! Your account is ready.',
} as const;
