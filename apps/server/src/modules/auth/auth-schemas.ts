import { z } from 'zod';

/**
 * Shapes of the identity routes that only the server has; the sign-in, PIN and password reset
 * shapes are shared with the web app's forms in `@app/domain` (auth/auth-schemas.ts).
 */
export const ZPinEntered = z.object({ pin_entered: z.literal(true) });

export const ZSsoSettings = z.object({
  enabled: z.boolean(),
  authorization_endpoint: z.string().optional(),
  client_id: z.string().optional(),
  scope: z.string().optional(),
});

export const ZSsoCallback = z.object({
  code: z.string().min(1).max(4096),
  /** RFC 7636: 43 to 128 characters. */
  code_verifier: z.string().min(43).max(128),
  redirect_uri: z.url({ protocol: /^https?$/ }),
  /** The nonce of the authorisation request, when the web app sent one; checked in the id token. */
  nonce: z.string().max(256).optional(),
});
