import { Stack } from '@mantine/core';
import {
  orderTypeNeeds,
  tipOffered,
  type Checkout,
  type Menu,
  type OrderingConfig,
  type OrderType,
} from '@app/domain';
import { ContactSection } from './contact-section.tsx';
import { CustomQuestionsSection } from './custom-questions-section.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { DiscountsSection } from './discounts-section.tsx';
import type { FieldErrors } from './field-errors.ts';
import { GuestSection } from './guest-section.tsx';
import { MembershipSection } from './membership-section.tsx';
import { MinimumOrderNotice } from './minimum-order-notice.tsx';
import { PaymentSection } from './payment-section.tsx';
import { SchedulingSection } from './scheduling-section.tsx';
import { SchoolSection } from './school-section.tsx';
import { SpecialRequestsSection } from './special-requests-section.tsx';
import { TipSection } from './tip-section.tsx';
import { useCheckoutUpdate } from './use-checkout-update.ts';

export interface CheckoutPanelProps {
  type: OrderType;
  checkout: Checkout;
  onChange: (checkout: Checkout) => void;
  config: OrderingConfig;
  /** The menu the order is taken from (null before one is chosen). */
  menu: Menu | null;
  /** The order's subtotal in dollars, as the server last computed it. */
  subtotal: number;
  /** Errors by dotted path under `checkout` (`contact.phone_number`, `delivery.address`…). */
  fieldErrors: FieldErrors;
}

/**
 * The checkout of the order-creation screen: the sections the order type and the location ask
 * for (spec part 2 §2 "Order creation screens", §5). Every change is reported as the whole new
 * checkout; the server prices it and stays the judge on submit.
 */
export function CheckoutPanel({
  type,
  checkout,
  onChange,
  config,
  menu,
  subtotal,
  fieldErrors,
}: CheckoutPanelProps) {
  const update = useCheckoutUpdate(checkout, onChange);
  const needs = orderTypeNeeds(type);
  // A take-out order delivered (take-out type "delivery") has its pickup's delivery flag set.
  const delivered = needs.delivery || checkout.pickup.delivery;
  const notesHidden = type === 'take_out' && config.flags.hide_takeout_special_instructions;

  return (
    <Stack gap="md">
      <MinimumOrderNotice minimum={config.ordering.minimumOrderAmount} subtotal={subtotal} />
      {needs.schedule && menu && (
        <SchedulingSection
          type={type}
          menu={menu}
          pickup={checkout.pickup}
          timeZone={config.timeZone}
          errors={fieldErrors}
          onChange={update.pickup}
        />
      )}
      {delivered && (
        <DeliverySection
          delivery={checkout.delivery}
          config={config.delivery}
          errors={fieldErrors}
          onChange={(delivery) => update.set({ delivery })}
        />
      )}
      {needs.school && (
        <SchoolSection
          school={checkout.school}
          schools={config.schools}
          errors={fieldErrors}
          onChange={(school) => update.set({ school })}
        />
      )}
      {needs.table && (
        <GuestSection
          guest={checkout.guest}
          errors={fieldErrors}
          onChange={(guest) => update.set({ guest })}
        />
      )}
      {/* A dine-in check carries guest details instead of a contact. */}
      {!needs.table && (
        <ContactSection
          contact={checkout.contact}
          config={config.contactFields}
          errors={fieldErrors}
          onChange={(contact) => update.set({ contact })}
        />
      )}
      {config.customQuestions.length > 0 && (
        <CustomQuestionsSection
          questions={config.customQuestions}
          answers={checkout.questions}
          errors={fieldErrors}
          onChange={(questions) => update.set({ questions })}
        />
      )}
      {!notesHidden && (
        <SpecialRequestsSection
          notes={checkout.pickup.notes}
          errors={fieldErrors}
          onChange={(notes) => update.pickup({ notes })}
        />
      )}
      {config.paymentPreferences.length > 0 && (
        <PaymentSection
          payment={checkout}
          preferences={config.paymentPreferences}
          errors={fieldErrors}
          onChange={update.set}
        />
      )}
      {config.flags.membership_program && (
        <MembershipSection
          memberInfo={checkout.memberInfo}
          membersOnlyMenuId={menu?.member_only ? menu.id : null}
          errors={fieldErrors}
          onChange={(memberInfo) => update.set({ memberInfo })}
        />
      )}
      <DiscountsSection
        pricing={checkout.pricing}
        flags={config.flags}
        errors={fieldErrors}
        onChange={update.pricing}
      />
      {/* School orders take no tip (the server refuses one: tip_not_offered). */}
      {tipOffered(type) && (
        <TipSection
          tip={checkout.pricing.tip}
          errors={fieldErrors}
          onChange={(tip) => update.pricing({ tip })}
        />
      )}
    </Stack>
  );
}
