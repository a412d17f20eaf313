/** The Fulfilment tab of Settings: delivery, its tester, schools and on-site seating. */
export * from './fulfilment-delivery.ts';
export * from './fulfilment-custom-delivery.ts';
export * from './fulfilment-lists.ts';
export * from './fulfilment-tester.ts';
