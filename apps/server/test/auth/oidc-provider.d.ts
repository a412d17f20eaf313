/** The small part of oidc-provider (which ships no types) that the SSO tests use. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface Interaction {
    uid: string;
    prompt: { name: string };
  }

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface Configuration {
    clients: Record<string, unknown>[];
    jwks: { keys: Record<string, unknown>[] };
    pkce?: { required(): boolean };
    claims?: Record<string, string[]>;
    features?: Record<string, unknown>;
    interactions?: { url(ctx: unknown, interaction: Interaction): string };
    cookies?: { keys: string[] };
    ttl?: Record<string, number>;
    findAccount(ctx: unknown, sub: string): Promise<Account | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (options: { accountId: string; clientId: string }) => Grant;
  }
}
