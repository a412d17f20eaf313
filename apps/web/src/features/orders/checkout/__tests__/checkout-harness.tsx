import { useState } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ZCheckout,
  type Checkout,
  type Menu,
  type OrderingConfig,
  type OrderType,
} from '@app/domain';
import { makeMenu } from '#test/catalogue.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { TestProviders } from '#test/test-providers.tsx';
import { signInAs } from '#test/tokens.ts';
import { CheckoutPanel } from '../checkout-panel.tsx';
import type { FieldErrors } from '../field-errors.ts';

export interface CheckoutSetup {
  type?: OrderType;
  config?: OrderingConfig;
  menu?: Menu | null;
  checkout?: Partial<Checkout>;
  subtotal?: number;
  fieldErrors?: FieldErrors;
}

/**
 * The checkout panel as the order page uses it: the checkout lives in the page's state and each
 * change comes back as the panel's new `checkout`. `changes` records every checkout reported.
 */
export function renderCheckout(setup: CheckoutSetup = {}) {
  signInAs();
  const changes: Checkout[] = [];
  const initial = { ...ZCheckout.parse({}), ...setup.checkout };
  function Page() {
    const [checkout, setCheckout] = useState<Checkout>(initial);
    return (
      <CheckoutPanel
        type={setup.type ?? 'retail'}
        checkout={checkout}
        onChange={(next) => {
          changes.push(next);
          setCheckout(next);
        }}
        config={setup.config ?? makeOrderingConfig()}
        menu={setup.menu === undefined ? makeMenu(7, 'Lunch') : setup.menu}
        subtotal={setup.subtotal ?? 0}
        fieldErrors={setup.fieldErrors ?? {}}
      />
    );
  }
  const user = userEvent.setup();
  const view = render(
    <TestProviders>
      <Page />
    </TestProviders>,
  );
  return {
    ...view,
    user,
    changes,
    /** The checkout as the page holds it now. */
    latest: (): Checkout => changes.at(-1) ?? initial,
  };
}
