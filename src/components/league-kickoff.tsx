import { useFormat } from '@/hooks/use-format';
import { parseTimestamp } from '@/lib/countdown';

/** "Sat 22 Nov, 15:00": an event's kick-off, as every screen shows a date. */
export function Kickoff({ starts }: { starts: string }) {
  const { dateTime } = useFormat();
  return <time dateTime={starts}>{dateTime(parseTimestamp(starts))}</time>;
}

/** "League · Sat 22 Nov, 15:00": an event's league and kick-off. */
export function LeagueKickoff({
  event,
}: {
  event: { category: { league_name: string }; starts: string };
}) {
  return (
    <>
      {event.category.league_name}
      {' · '}
      <Kickoff starts={event.starts} />
    </>
  );
}
