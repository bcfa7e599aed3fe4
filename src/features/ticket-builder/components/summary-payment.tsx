/**
 * What the builder shows once cards are swiped: the picks and the payment. One lazy chunk,
 * fetched in the background as soon as the player starts picking (builder-screen.tsx).
 */
export { PaymentBlock } from '@/components/betslip/payment-block';
export { PicksList } from './picks-list';
