import {
  contentLanguageOf,
  type CustomQuestionConfig,
  type DeliveryConfig,
  type Locale,
} from '@app/domain';

/** The text of `language` when it has some, else the primary text. */
function pick(translated: string | null | undefined, primary: string): string {
  return translated && translated.trim() !== '' ? translated : primary;
}

/**
 * A custom question as the interface language shows it. Options keep their primary text as the
 * value (what is stored and checked by the server); only the label is translated.
 */
export function localizedQuestion(question: CustomQuestionConfig, locale: Locale) {
  const translation = question.localization[contentLanguageOf(locale)];
  return {
    text: pick(translation?.text, question.text),
    options: question.options.map((option, index) => ({
      value: option,
      label: pick(translation?.options?.[index], option),
    })),
  };
}

type CustomDeliveryPlace = DeliveryConfig['custom'][number];

/** A custom-delivery location and its areas as the interface language shows them. */
export function localizedDeliveryPlace(place: CustomDeliveryPlace, locale: Locale) {
  const translation = place.localization[contentLanguageOf(locale)];
  return {
    value: place.location,
    label: pick(translation?.location, place.location),
    areas: place.areas.map((area, index) => ({
      value: area,
      label: pick(translation?.areas?.[index], area),
    })),
  };
}
