import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { PrimaryButton } from '@/components/button';
import { useBrand } from '@/config/brand-context';
import { returnAddress, signInHref } from '@/lib/sign-in';
import { Hint } from './field';

const SignIn = styled(PrimaryButton)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 52px;
  font-size: 1.125rem;
  text-align: center;
  text-decoration: none;
`;

/**
 * In a market whose regulator needs a verified account before a stake (docs/compliance.md#who-may-stake),
 * a player without a token signs in instead of paying: the operator's sign-in address with this
 * page to come back to (the picks are kept for the tab), which returns with `?token=`.
 */
export function SignInToBet() {
  const brand = useBrand();
  const template = brand.compliance?.signIn;
  return (
    <>
      <Hint>
        <FormattedMessage
          id="betslip.signIn.hint"
          defaultMessage="{operator} takes bets from signed-in players only. Sign in and you come back to this slip, your picks kept."
          values={{ operator: brand.name }}
        />
      </Hint>
      {template && (
        <SignIn as="a" href={signInHref(template, returnAddress(location.href))}>
          <FormattedMessage id="betslip.signIn" defaultMessage="Sign in to bet" />
        </SignIn>
      )}
    </>
  );
}
