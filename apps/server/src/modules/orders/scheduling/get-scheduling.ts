import {
  dueInstant,
  dueTimesOf,
  isPastLastCall,
  orderingIntervalStart,
  parseIsoDate,
  scheduleAllowed,
  schedulingWindow,
  zonedDaysSpan,
  validationIssue,
  type SchedulingRules,
  type ZSchedulingRequest,
  type ZSchedulingResponse,
} from '@app/domain';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { fieldsError } from '../../../errors/validation-failed.ts';
import { schedulingRulesOf } from './order-scheduling.ts';
import { orderingIntervalOf, ordersPerInterval, remainingPlaces } from './scheduling-capacity.ts';
import { schedulingRepository, type SchedulingMenu } from './scheduling.repository.ts';

type SchedulingRequest = z.infer<typeof ZSchedulingRequest>;
type SchedulingResponse = z.infer<typeof ZSchedulingResponse>;
type Slot = SchedulingResponse['slots'][number];

/**
 * `POST /orders/scheduling`: what the due date and time pickers may offer for a menu and an order
 * type — the first and last dates, weekends, the minimum order and, for `date`, the due times
 * every ordering interval (default 15 minutes) that pass the scheduling rules now and fall before
 * the menu's last call (pricing refuses the items of a menu in its last call), each with the
 * places left (null = no limit). A menu or type that takes no scheduled orders has no times.
 */
export function getScheduling(
  ctx: OrderContext,
  request: SchedulingRequest,
  now: Date = new Date(),
): Promise<SchedulingResponse> {
  if (request.date !== undefined && !parseIsoDate(request.date)) {
    throw fieldsError({ date: validationIssue('invalid') }, ctx.locale);
  }
  return ctx.tenantTx(async (tx) => {
    const menu = await schedulingRepository.menu(tx, request.menuId);
    if (!menu) throw new AppError('not_found');
    const parameters = await schedulingRepository.parameters(tx);
    const rules = schedulingRulesOf({
      location: ctx.location,
      type: request.type,
      menu,
      parameters,
    });
    const window = schedulingWindow(now, rules);
    const slots =
      request.date !== undefined && scheduleAllowed(request.type, menu)
        ? await slotsOf(tx, { menu, rules, date: request.date, now })
        : [];
    return {
      timeZone: rules.timeZone,
      firstDate: window.firstDate,
      lastDate: window.lastDate,
      excludeWeekends: rules.excludeWeekends,
      minimumOrderAmount: parameters.minimumOrderAmount,
      date: request.date ?? null,
      slots,
    };
  });
}

async function slotsOf(
  tx: Tx,
  input: { menu: SchedulingMenu; rules: SchedulingRules; date: string; now: Date },
): Promise<Slot[]> {
  const { menu, rules, date } = input;
  const interval = orderingIntervalOf(menu);
  const times = dueTimesOf(date, interval, rules, input.now).filter(
    (time) => !isPastLastCall(menu, dueInstant(date, time, rules.timeZone), rules.timeZone),
  );
  if (times.length === 0) return [];
  const counts = await ordersPerInterval(tx, {
    menu,
    timeZone: rules.timeZone,
    ...zonedDaysSpan(date, date, rules.timeZone),
  });
  return times.map((time) => {
    const start = orderingIntervalStart(
      dueInstant(date, time, rules.timeZone),
      interval,
      rules.timeZone,
    );
    const remaining = remainingPlaces(menu, counts.get(start) ?? 0);
    return { time, available: remaining !== 0, remaining };
  });
}
