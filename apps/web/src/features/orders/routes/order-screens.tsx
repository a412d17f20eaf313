import { useLocation, useParams, useSearchParams } from 'react-router';
import { ZOrderDraft, type OrderDraft } from '@app/domain';
import { OrderPage } from '../create/order-page.tsx';
import type { OrderMode } from '../state/order-mode.ts';

/** A positive integer id from the URL, or null. */
function idOf(text: string | null | undefined): number | null {
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
 * /order-management/create: a new order, or with `?check=<orderId>` an addition to that dine-in
 * check. The page starts afresh (new key) whenever the check changes.
 */
export function CreateOrderPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const check = idOf(search.get('check'));
  const mode: OrderMode = check === null ? { kind: 'create' } : { kind: 'check', orderId: check };
  return <OrderPage key={check ?? 'new'} mode={mode} seed={seedOf(location.state as unknown)} />;
}

/** /order-management/{orderId}: modify a saved order. */
export function EditOrderPage() {
  const { orderId } = useParams();
  const id = idOf(orderId) ?? 0;
  return <OrderPage key={id} mode={{ kind: 'modify', orderId: id }} />;
}
