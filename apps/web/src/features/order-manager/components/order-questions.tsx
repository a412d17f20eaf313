import type { Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { FactList } from './fact-list.tsx';

/**
 * The answers to the location's custom checkout questions. The order keeps the question's id
 * and the answer (the question's text may have changed since).
 */
export function OrderQuestions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const answerText = (answer: string | string[] | boolean) =>
    typeof answer === 'boolean'
      ? t(answer ? 'orderManager.modal.yes' : 'orderManager.modal.no')
      : Array.isArray(answer)
        ? answer.join(', ')
        : answer;
  return (
    <FactList
      title={t('orderManager.modal.questions')}
      facts={order.data.checkout.questions.map((question) => ({
        label: t('orderManager.modal.question', { id: question.question_id }),
        value: answerText(question.answer),
      }))}
    />
  );
}
