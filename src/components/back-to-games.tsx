import { FormattedMessage } from 'react-intl';
import { Link } from '@/components/link';
import { useLobbyPath } from '@/lib/lobby-return';
import { PrimaryButton, SecondaryButton } from './button';

/** Back to the lobby the player came from, with its affiliate tag, mode, types and style. */
export function BackToGames({ primary = false }: { primary?: boolean }) {
  const Button = primary ? PrimaryButton : SecondaryButton;
  return (
    <Button as={Link} to={useLobbyPath()}>
      <FormattedMessage id="error.backToGames" defaultMessage="Back to Games" />
    </Button>
  );
}
