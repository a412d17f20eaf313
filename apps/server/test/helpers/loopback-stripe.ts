import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback server answering the calls the Stripe gateway makes as Stripe's API documents
 * them (api.stripe.com/v1): a bearer secret key on every request, form-encoded bodies with
 * bracketed keys (`card[number]`, `metadata[order_id]`, `expand[0]`), JSON objects with Stripe's
 * ids and fields (`cus_`, `pm_`, `pi_`, `ch_`, `re_`; `amount_capturable`, `amount_received`,
 * `latest_charge` expandable, the charge's `amount_refunded`), Stripe's error bodies
 * (`{error: {type, code, decline_code, message, payment_intent}}`, 402 for card errors), and
 * its `Idempotency-Key` semantics: the same key with the same parameters answers the first
 * result again (a card error included) with `Idempotent-Replayed: true`; with other
 * parameters, 400 `idempotency_error`.
 *
 * Test cards behave as Stripe documents: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is
 * declined (`card_declined` / `generic_decline`) and 4000 0000 0000 9995 too
 * (`insufficient_funds`), both when attached to a customer; 4000 0000 0000 0341 attaches, but
 * every payment with it is declined (`card_declined`).
 */
export interface LoopbackStripe {
  /** `STRIPE_API_BASE` for the gateway. */
  url: string;
  /** Every request received: method, path, the key it used and its parameters. */
  requests: StripeRequest[];
  intents: Map<string, PaymentIntent>;
  charges: Map<string, Charge>;
  refunds: Refund[];
  close(): Promise<void>;
}

export interface StripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Params;
  status: number;
  replayed: boolean;
}

type Params = { [key: string]: string | Params | Params[] | string[] };

interface Card {
  number: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}
interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: Omit<Card, 'number'>;
  number: string;
}
interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  customer: string;
  payment_method: string;
  capture_method: 'manual' | 'automatic';
  status: 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
  latest_charge: string | null;
  metadata: Record<string, string>;
  last_payment_error: unknown;
}
interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  paid: boolean;
  status: 'succeeded' | 'failed';
  payment_intent: string;
  currency: string;
}
interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: 'succeeded';
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const declines: Record<string, { decline_code: string; onAttach: boolean }> = {
  '4000000000000002': { decline_code: 'generic_decline', onAttach: true },
  '4000000000009995': { decline_code: 'insufficient_funds', onAttach: true },
  '4000000000000341': { decline_code: 'generic_decline', onAttach: false },
};

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** `a[b][0]=x` form fields as nested objects; objects whose keys are all indexes become arrays. */
function parseForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]$/).filter((part) => part !== '');
    let node = root as Record<string, unknown>;
    path.slice(0, -1).forEach((part) => {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
    node[path.at(-1)!] = value;
  }
  return arrays(root) as Params;
}

function arrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, arrays(inner)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  }
  return Object.fromEntries(entries);
}

/** A scalar parameter (`''` when absent or nested). */
function text(params: Params, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : '';
}

function invalidRequest(message: string, extra: Record<string, unknown> = {}): StripeError {
  return new StripeError(400, { type: 'invalid_request_error', message, ...extra });
}

function missing(kind: string, value: unknown, param: string): StripeError {
  return new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${String(value)}'`,
  });
}

function cents(value: unknown, param: string): number {
  const amount = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || amount <= 0) {
    throw invalidRequest(`Invalid integer: ${String(value)}`, {
      code: 'parameter_invalid_integer',
      param,
    });
  }
  return amount;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

export async function startLoopbackStripe(options: { secretKey: string }): Promise<LoopbackStripe> {
  const methods = new Map<string, PaymentMethod>();
  const customers = new Set<string>();
  const intents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  const refunds: Refund[] = [];
  const requests: StripeRequest[] = [];
  const remembered = new Map<string, { call: string; status: number; body: unknown }>();

  function expanded(intent: PaymentIntent, params: Params): unknown {
    const expand: unknown[] = Array.isArray(params.expand) ? params.expand : [];
    if (!expand.includes('latest_charge') || !intent.latest_charge) return { ...intent };
    return { ...intent, latest_charge: { ...charges.get(intent.latest_charge) } };
  }

  function attach(method: PaymentMethod, customer: string): void {
    const decline = declines[method.number];
    if (decline?.onAttach) {
      throw new StripeError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: decline.decline_code,
        message: 'Your card was declined.',
      });
    }
    method.customer = customer;
  }

  function createPaymentMethod(params: Params) {
    const card = params.card as Record<string, string> | undefined;
    if (params.type !== 'card' || !card?.number) {
      throw invalidRequest('Missing required param: card.', { param: 'card' });
    }
    const method: PaymentMethod = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: null,
      number: card.number,
      card: {
        brand: brandOf(card.number),
        last4: card.number.slice(-4),
        exp_month: Number(card.exp_month),
        exp_year: Number(card.exp_year),
      },
    };
    methods.set(method.id, method);
    return publicMethod(method);
  }

  function publicMethod({ number: _number, ...method }: PaymentMethod) {
    return method;
  }

  function methodOf(value: unknown, param: string): PaymentMethod {
    const method = methods.get(String(value));
    if (!method) throw missing('PaymentMethod', value, param);
    return method;
  }

  function createCustomer(params: Params) {
    const customer = id('cus');
    if (params.payment_method) attach(methodOf(params.payment_method, 'payment_method'), customer);
    customers.add(customer);
    return { id: customer, object: 'customer', metadata: params.metadata ?? {} };
  }

  function intentOf(value: string): PaymentIntent {
    const intent = intents.get(value);
    if (!intent) throw missing('payment_intent', value, 'intent');
    return intent;
  }

  function createIntent(params: Params) {
    const amount = cents(params.amount, 'amount');
    if (!customers.has(text(params, 'customer'))) {
      throw missing('customer', params.customer, 'customer');
    }
    const method = methodOf(params.payment_method, 'payment_method');
    if (method.customer !== params.customer) {
      throw invalidRequest(
        `The provided PaymentMethod ${method.id} is not attached to customer ${text(params, 'customer')}.`,
        { param: 'payment_method' },
      );
    }
    const manual = params.capture_method === 'manual';
    const intent: PaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: text(params, 'currency') || 'usd',
      customer: text(params, 'customer'),
      payment_method: method.id,
      capture_method: manual ? 'manual' : 'automatic',
      status: 'requires_payment_method',
      latest_charge: null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      last_payment_error: null,
    };
    intents.set(intent.id, intent);
    if (params.confirm !== 'true') return expanded(intent, params);
    const charge: Charge = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      refunded: false,
      paid: false,
      status: 'failed',
      payment_intent: intent.id,
      currency: intent.currency,
    };
    charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    const decline = declines[method.number];
    if (decline) {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: decline.decline_code,
        message: 'Your card was declined.',
        charge: charge.id,
      };
      intent.last_payment_error = error;
      throw new StripeError(402, { ...error, payment_intent: { ...intent } });
    }
    charge.paid = true;
    charge.status = 'succeeded';
    if (manual) {
      intent.status = 'requires_capture';
      intent.amount_capturable = amount;
    } else {
      intent.status = 'succeeded';
      intent.amount_received = amount;
      charge.captured = true;
      charge.amount_captured = amount;
    }
    return expanded(intent, params);
  }

  function capture(intentId: string, params: Params) {
    const intent = intentOf(intentId);
    if (intent.status !== 'requires_capture') {
      throw invalidRequest(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        { code: 'payment_intent_unexpected_state', payment_intent: { ...intent } },
      );
    }
    const amount =
      params.amount_to_capture === undefined
        ? intent.amount_capturable
        : cents(params.amount_to_capture, 'amount_to_capture');
    if (amount > intent.amount_capturable) {
      throw invalidRequest('amount_to_capture must be less than or equal to amount_capturable', {
        param: 'amount_to_capture',
      });
    }
    const charge = charges.get(intent.latest_charge!)!;
    Object.assign(charge, { captured: true, amount_captured: amount });
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    return expanded(intent, params);
  }

  function createRefund(params: Params) {
    const intent = intentOf(text(params, 'payment_intent'));
    if (intent.status !== 'succeeded') {
      throw invalidRequest(
        `PaymentIntent ${intent.id} does not have a successful charge to refund.`,
        {
          code: 'charge_not_refundable',
        },
      );
    }
    const charge = charges.get(intent.latest_charge!)!;
    const left = charge.amount_captured - charge.amount_refunded;
    const amount = params.amount === undefined ? left : cents(params.amount, 'amount');
    if (left === 0) {
      throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    if (amount > left) {
      throw invalidRequest(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    const refund: Refund = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: intent.id,
      currency: intent.currency,
      status: 'succeeded',
    };
    refunds.push(refund);
    return refund;
  }

  function route(method: string, path: string, params: Params): unknown {
    const parts = path.split('/').filter(Boolean);
    if (method === 'POST' && path === '/v1/payment_methods') return createPaymentMethod(params);
    if (method === 'POST' && parts[1] === 'payment_methods' && parts[3] === 'attach') {
      const paymentMethod = methodOf(parts[2], 'payment_method');
      if (!customers.has(text(params, 'customer'))) {
        throw missing('customer', params.customer, 'customer');
      }
      attach(paymentMethod, text(params, 'customer'));
      return publicMethod(paymentMethod);
    }
    if (method === 'POST' && path === '/v1/customers') return createCustomer(params);
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'GET' && parts[1] === 'payment_intents' && parts.length === 3) {
      return expanded(intentOf(parts[2]!), params);
    }
    if (method === 'POST' && parts[1] === 'payment_intents' && parts[3] === 'capture') {
      return capture(parts[2]!, params);
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function answer(response: ServerResponse, status: number, body: unknown, replayed = false) {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://loopback');
    const method = request.method ?? 'GET';
    const text = method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8');
    const params = parseForm(text);
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    const record = (status: number, replayed = false) =>
      requests.push({ method, path: url.pathname, idempotencyKey, params, status, replayed });

    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      record(401);
      answer(response, 401, {
        error: {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided: ' + String(request.headers.authorization).slice(-4),
        },
      });
      return;
    }
    const call = `${method} ${url.pathname} ${JSON.stringify([...new URLSearchParams(text)].sort())}`;
    if (method === 'POST' && idempotencyKey) {
      const first = remembered.get(idempotencyKey);
      if (first && first.call !== call) {
        record(400);
        answer(response, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
        return;
      }
      if (first) {
        record(first.status, true);
        answer(response, first.status, first.body, true);
        return;
      }
    }
    let status = 200;
    let body: unknown;
    try {
      body = route(method, url.pathname, params);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      body = { error: error.body };
    }
    // Stripe keeps the result of a request that began executing, failures included; not that of
    // a request refused before (invalid parameters, an unknown object).
    const executed = status === 200 || status === 402;
    if (method === 'POST' && idempotencyKey && executed) {
      remembered.set(idempotencyKey, { call, status, body });
    }
    record(status);
    answer(response, status, body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      answer(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    charges,
    refunds,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
