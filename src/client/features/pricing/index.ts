/** The pricing feature as other features see it. */
export { PricingSection } from './components/pricing-section';
export { BundleCard, IntervalSwitch } from './components/pricing-cards';
