/** The cost engine as the package exports it (costs.ts documents the steps and the rounding). */
export * from './costs.ts';
export { parseChargeValue, formatChargeValue, chargeOf, percentOf } from './charge-value.ts';
export { computeCosts, costsToJson } from './cost-engine.ts';
export { HST_REBATE_THRESHOLD_CENTS } from './cost-taxes.ts';
