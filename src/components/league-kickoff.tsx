import { useFormat } from '@/hooks/use-format';
import { parseTimestamp } from '@/lib/countdown';

/** "League · Sat 22 Nov, 15:00": an event's league and kick-off, as every screen shows a date. */
export function LeagueKickoff({
  event,
}: {
  event: { category: { league_name: string }; starts: string };
}) {
  const { dateTime } = useFormat();
  return (
    <>
      {event.category.league_name}
      {' · '}
      <time dateTime={event.starts}>{dateTime(parseTimestamp(event.starts))}</time>
    </>
  );
}
