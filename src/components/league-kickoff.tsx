import { FormattedDate } from 'react-intl';
import { useBrand } from '@/config/brand-context';
import { parseTimestamp } from '@/lib/countdown';

/** "League · Sat, 22 Nov, 15:00": an event's league and kick-off in the operator's time zone. */
export function LeagueKickoff({
  event,
}: {
  event: { category: { league_name: string }; starts: string };
}) {
  const brand = useBrand();
  return (
    <>
      {event.category.league_name}
      {' · '}
      <FormattedDate
        value={parseTimestamp(event.starts)}
        weekday="short"
        day="numeric"
        month="short"
        hour="2-digit"
        minute="2-digit"
        timeZone={brand.region.timeZone}
      />
    </>
  );
}
