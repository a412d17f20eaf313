import type { Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedQuestion } from '#shared/orders/localized-labels.ts';
import { useOrderingConfig } from '#shared/orders/ordering-config.ts';
import { FactList } from './fact-list.tsx';

type Answer = Order['data']['checkout']['questions'][number]['answer'];

/**
 * The answers to the location's custom checkout questions, under each question's text in the
 * interface language (options too). The order keeps the question's id and the answer: a question
 * removed since is named by its number.
 */
export function OrderQuestions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const config = useOrderingConfig();
  const questions = config.data?.customQuestions ?? [];
  return (
    <FactList
      title={t('orderManager.modal.questions')}
      facts={order.data.checkout.questions.map(({ question_id, answer }) => {
        const question = questions.find((candidate) => candidate.id === question_id);
        const shown = question ? localizedQuestion(question, locale) : null;
        const optionLabel = (value: string) =>
          shown?.options.find((option) => option.value === value)?.label ?? value;
        const text = (value: Answer): string =>
          typeof value === 'boolean'
            ? t(value ? 'orderManager.modal.yes' : 'orderManager.modal.no')
            : Array.isArray(value)
              ? value.map(optionLabel).join(', ')
              : optionLabel(value);
        return {
          label: shown?.text ?? t('orderManager.modal.question', { id: question_id }),
          value: text(answer),
        };
      })}
    />
  );
}
