import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useIdentity, usePlayer } from '@/api/identify';
import type { LocalError } from '@/lib/betslip';
import { usePaymentOptions } from '@/hooks/payment-options';
import { useMoney } from '@/hooks/use-money';
import { useInvalidPhoneMessage } from './phone-field';

/** The texts of placing's own refusals: why nothing was sent, and a bank payment that did not start. */
export function usePlacingMessages() {
  const intl = useIntl();
  const money = useMoney();
  const invalidPhone = useInvalidPhoneMessage();
  const { data: player } = usePlayer();
  const mobileOffered = usePaymentOptions().mobile.length > 0;
  // A player code's ticket not paid by bank is paid from the wallet, not by mobile money.
  const wallet = useIdentity().kind === 'player';
  const balance = player?.balance;

  const refusal = useCallback(
    (kind: LocalError, price: number, picks?: { count: number; total: number }): string => {
      switch (kind) {
        case 'missedEvents':
          return intl.formatMessage(
            {
              id: 'betslip.error.missedEvents',
              defaultMessage:
                'A jackpot is played on every match: pick all {total} ({count} of {total} picked).',
            },
            { count: picks?.count ?? 0, total: picks?.total ?? 0 },
          );
        case 'missedBet':
          return intl.formatMessage({
            id: 'betslip.error.missedBet',
            defaultMessage: 'Pick at least one outcome to bet on',
          });
        case 'missedPrice':
          return intl.formatMessage({
            id: 'betslip.stake.invalid',
            defaultMessage: 'Enter your Price',
          });
        case 'missedPhone':
          return intl.formatMessage({
            id: 'betslip.error.missedPhone',
            defaultMessage: 'Please enter a phone number',
          });
        case 'invalidPhone':
          return invalidPhone;
        case 'notEnoughMoney':
          return intl.formatMessage(
            {
              id: 'betslip.error.notEnoughMoney',
              defaultMessage:
                'Not enough money. Your balance is {balance} and the bet is {price}. Please top up your wallet.',
            },
            { balance: money(balance ?? 0), price: money(price) },
          );
        case 'signInNeeded':
          return intl.formatMessage({
            id: 'betslip.error.signInNeeded',
            defaultMessage: 'Please sign in to bet.',
          });
      }
    },
    [intl, money, balance, invalidPhone],
  );

  const bankUnavailable = useCallback(
    () =>
      wallet
        ? intl.formatMessage({
            id: 'betslip.error.bankUnavailableWallet',
            defaultMessage:
              'The bank payment could not be started. Please try again or pay from your balance.',
          })
        : mobileOffered
          ? intl.formatMessage({
              id: 'betslip.error.bankUnavailable',
              defaultMessage:
                'The bank payment could not be started. Please try again or pay by mobile money.',
            })
          : intl.formatMessage({
              id: 'betslip.error.bankUnavailableOnly',
              defaultMessage: 'The bank payment could not be started. Please try again.',
            }),
    [intl, mobileOffered, wallet],
  );

  return { refusal, bankUnavailable };
}
