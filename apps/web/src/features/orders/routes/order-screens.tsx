import { useLocation, useParams, useSearchParams } from 'react-router';
import { ZOrderDraft, type OrderDraft } from '@app/domain';
import { OrderPage } from '../create/order-page.tsx';
import type { OrderTarget } from '../state/order-mode.ts';

/** A positive integer (an order number) from the URL, or null. */
function numberOf(text: string | null | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The draft another screen passed along ("Order to same table" after a check), if valid. */
function seedOf(state: unknown): OrderDraft | undefined {
  const seed = (state as { seed?: unknown } | null)?.seed;
  const parsed = ZOrderDraft.safeParse(seed);
  return parsed.success ? parsed.data : undefined;
}

/**
 * /order-management/create: a new order, or with `?check=<number>` an addition to that dine-in
 * check. The page starts afresh (new key) whenever the check changes.
 */
export function CreateOrderPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const check = numberOf(search.get('check'));
  const target: OrderTarget =
    check === null ? { kind: 'create' } : { kind: 'check', orderNumber: check };
  return (
    <OrderPage key={check ?? 'new'} target={target} seed={seedOf(location.state as unknown)} />
  );
}

/** /order-management/{number}: modify a saved order, named by its number (#1008). */
export function EditOrderPage() {
  const { orderId } = useParams();
  const number = numberOf(orderId) ?? 0;
  return <OrderPage key={number} target={{ kind: 'modify', orderNumber: number }} />;
}
