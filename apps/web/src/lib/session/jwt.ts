/**
 * Reads the payload of a JWT without verifying it. The browser has no reason to trust or
 * distrust its own tokens: the server verifies the signature on every call. We only read the
 * claims to drive the UI (role, locations, PIN requirement).
 */
export function decodeJwtPayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Malformed token');
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}
