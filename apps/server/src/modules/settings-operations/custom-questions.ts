import type { CustomQuestionConfig, CustomQuestionsRequest } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import type { Tx } from '../../db/client.ts';
import { assertKeptIds } from '../../lib/whole-list-ids.ts';
import { recordChange } from '../change-history/record-change.ts';
import { customQuestionOf } from '../ordering-config/ordering-config-parts.ts';
import { operationsRepository as repository } from './operations.repository.ts';

async function questionsOf(tx: Tx, restaurantId: number): Promise<CustomQuestionConfig[]> {
  const rows = await repository.customQuestions(tx, restaurantId);
  return rows.flatMap((row) => customQuestionOf(row) ?? []);
}

/** `GET /settings/custom-questions`: the questions in the order they are asked. */
export function getCustomQuestions(ctx: TenantContext): Promise<CustomQuestionConfig[]> {
  return ctx.tenantTx((tx) => questionsOf(tx, ctx.restaurantId));
}

/** The stored French texts: the text and the options, trimmed (the request is complete). */
function localizationOf(question: CustomQuestionsRequest[number]) {
  const fr = question.localization.fr;
  return {
    fr: {
      text: fr?.text ?? null,
      options: question.options.map((_, i) => fr?.options?.[i] ?? null),
    },
  };
}

/**
 * `PUT /settings/custom-questions`: replaces the location's list whole, in one transaction with
 * its change-history row. A question sent with its id keeps it (`assertKeptIds`: another
 * location's id is unknown here, 404); questions not sent are removed.
 */
export function saveCustomQuestions(
  ctx: TenantContext,
  request: CustomQuestionsRequest,
): Promise<CustomQuestionConfig[]> {
  return ctx.tenantTx(async (tx) => {
    const before = await questionsOf(tx, ctx.restaurantId);
    assertKeptIds(request, before, ctx.locale);
    const kept = request.flatMap((question) => (question.id === undefined ? [] : [question.id]));
    await repository.deleteQuestionsExcept(tx, ctx.restaurantId, kept);
    for (const [order, question] of request.entries()) {
      const values = {
        type: question.type,
        text: question.text,
        options: question.options,
        required: question.required,
        localization: localizationOf(question),
        order,
      };
      if (question.id === undefined) await repository.insertQuestion(tx, ctx.restaurantId, values);
      else await repository.updateQuestion(tx, ctx.restaurantId, question.id, values);
    }
    const after = await questionsOf(tx, ctx.restaurantId);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'custom_questions',
      entityId: null,
      action: 'update',
      before,
      after,
      user: ctx.user,
    });
    return after;
  });
}
