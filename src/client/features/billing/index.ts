/** The billing feature as other features see it. */
export { checkoutHref } from './checkout-link';
