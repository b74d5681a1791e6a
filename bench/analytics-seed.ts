// An analytics event seeded with set-based SQL (generate_series), for the analytics benches: its
// accounts, rooms and agenda, the minute rows of its attendees, and every roll-up as the recording
// keeps them (docs/rules/analytics.md#storage). `bench/analytics-seed-check.ts` proves on a small
// event that these roll-ups equal what the recording's own writer makes of the same rows.
import { WATCHED_MINUTE_SECONDS, addDays } from '@aula/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';

export type SeedShape = { attendees: number; days: number; rooms: number };

/** The event's zone (UTC+01:00) and first day; each day runs 09:00-17:00 there, 08:00-16:00 UTC. */
const SEED_TIMEZONE_OFFSET = 60;
export const SEED_FIRST_DAY = '2030-05-06';
const DAY_MINUTES = 480;
/** Every minute of an attendee's visit is in a room except each tenth, spent in the venue's lobby. */
const LOBBY_EVERY = 10;

const WATCHED = sql.raw(String(WATCHED_MINUTE_SECONDS));
const dayOf = (column: string) => sql.raw(`((${column} at time zone 'UTC') + make_interval(mins => e.timezone_offset))::date`);
const minuteIndex = (column: string) => sql.raw(`(extract(epoch from ${column}) / 60)::bigint`);

/** The event's dates, its accounts, rooms (half of them stages) and an agenda of hourly sessions in every room. */
export async function seedEventShape(db: Database, eventId: number, shape: SeedShape): Promise<void> {
  const lastDay = addDays(SEED_FIRST_DAY, shape.days - 1);
  await db.execute(sql`
    update events set timezone_offset = ${SEED_TIMEZONE_OFFSET}, start_date = ${SEED_FIRST_DAY}::date, start_time = '09:00',
      end_date = ${lastDay}::date, end_time = '17:00', start_at = ${`${SEED_FIRST_DAY}T08:00:00Z`}::timestamptz,
      end_at = ${`${lastDay}T16:00:00Z`}::timestamptz
    where id = ${eventId}`);
  // Nine in ten attend (i % 20 < 18), all but one in twenty sign in, two in three were invited.
  await db.execute(sql`
    insert into attendee_accounts (event_id, email, first_name, last_name, role, lang, invited_at, first_signed_in_at)
    select ${eventId}, 'attendee-' || lpad(i::text, 5, '0') || '@example.com', 'Person ' || i,
      (array['Weber', 'Schmidt', 'Müller', 'Okafor', 'Nguyen', 'García', 'Novak', 'Lindqvist'])[1 + i % 8],
      (array['attendee', 'speaker', 'moderator', 'exhibitor'])[1 + i % 4], case when i % 2 = 0 then 'en' else 'de' end,
      case when i % 3 <> 0 then timestamptz '2030-04-20 10:00Z' end,
      case when i % 20 <> 18 then ${`${SEED_FIRST_DAY}T07:50:00Z`}::timestamptz end
    from generate_series(0, ${shape.attendees - 1}) i`);
  await db.execute(sql`
    insert into rooms (event_id, type, name_en, name_de, position)
    select ${eventId}, case when r < ${Math.ceil(shape.rooms / 2)} then 'stage' else 'meeting' end, 'Room ' || (r + 1), 'Raum ' || (r + 1), r
    from generate_series(0, ${shape.rooms - 1}) r`);
  await db.execute(sql`
    insert into agenda_sessions (event_id, title, title_de, day, start_time, end_time, room_id, position)
    select ${eventId}, 'Talk ' || (r.position + 1) || '.' || (h + 1), 'Vortrag ' || (r.position + 1) || '.' || (h + 1),
      ${SEED_FIRST_DAY}::date + d, lpad((9 + h)::text, 2, '0') || ':00', lpad((10 + h)::text, 2, '0') || ':00', r.id, h
    from rooms r cross join generate_series(0, ${shape.days - 1}) d cross join generate_series(0, 7) h
    where r.event_id = ${eventId}`);
}

/**
 * Each attending account's visit a day: one run of 60-239 minutes starting somewhere in the day,
 * a room an hour, the last minute half spent; the stages' stream plays for most of them.
 */
export async function seedMinuteRows(db: Database, eventId: number, shape: SeedShape): Promise<void> {
  await db.execute(sql`
    with acc as (select id, (row_number() over (order by id) - 1)::int as i from attendee_accounts where event_id = ${eventId}),
    room as (select id, (row_number() over (order by position, id) - 1)::int as r, type = 'stage' as stage from rooms where event_id = ${eventId}),
    visit as (
      select acc.id as account_id, acc.i, d, (acc.i * 37 + d * 101) % ${DAY_MINUTES / 2} as k0, 60 + (acc.i * 13 + d * 7) % ${DAY_MINUTES / 2} as len
      from acc cross join generate_series(0, ${shape.days - 1}) d
      where acc.i % 20 < 18 and not (acc.i % 10 = 3 and d = 1)),
    src as (
      select v.account_id, v.i, k, ${`${SEED_FIRST_DAY}T08:00:00Z`}::timestamptz + make_interval(days => v.d, mins => k) as minute,
        case when k = v.k0 + v.len - 1 then 30 else 60 end as present
      from visit v cross join lateral generate_series(v.k0, v.k0 + v.len - 1) k),
    venue as (
      insert into analytics_minutes (event_id, account_id, minute, present_seconds, visible_seconds)
      select ${eventId}, account_id, minute, present, case when k % 7 = 0 then present / 2 else present end from src)
    insert into analytics_room_minutes (event_id, account_id, room_id, minute, present_seconds, visible_seconds, playing_seconds)
    select ${eventId}, s.account_id, room.id, s.minute, s.present, case when s.k % 7 = 0 then s.present / 2 else s.present end,
      case when not room.stage then 0 when (s.i + s.k) % 4 = 0 then 15 else s.present end
    from src s join room on room.r = (s.i + s.k / 60) % ${shape.rooms}
    where s.k % ${LOBBY_EVERY} <> 0`);
}

/** The actions of the seeded attendees, derived from their minutes: room actions in room minutes, likes and wall posts anywhere. */
export function seededActions(eventId: number) {
  const inRooms = (action: string, every: number) =>
    sql`select account_id, room_id, minute, ${action}::text as action from analytics_room_minutes
        where event_id = ${eventId} and (account_id + ${minuteIndex('minute')}) % ${every} = 0`;
  const inVenue = (action: string, every: number) =>
    sql`select account_id, null::int as room_id, minute, ${action}::text as action from analytics_minutes
        where event_id = ${eventId} and (account_id + ${minuteIndex('minute')}) % ${every} = 0`;
  return sql`${inRooms('chatMessage', 47)} union all ${inRooms('question', 211)} union all ${inRooms('questionVote', 101)}
    union all ${inRooms('pollVote', 89)} union all ${inVenue('like', 71)} union all ${inVenue('wallPost', 307)}`;
}

/** What the recording keeps beside the minute rows, computed from them at once instead of minute by minute. */
export async function seedRollUps(db: Database, eventId: number): Promise<void> {
  await db.execute(sql`
    insert into analytics_event_minutes (event_id, minute, present)
    select event_id, minute, count(*) from analytics_minutes where event_id = ${eventId} group by 1, 2`);
  await db.execute(sql`
    insert into analytics_room_minute_totals (event_id, room_id, minute, present, watched)
    select event_id, room_id, minute, count(*), count(*) filter (where playing_seconds >= ${WATCHED})
    from analytics_room_minutes where event_id = ${eventId} group by 1, 2, 3`);
  await seedAttendeeDaysAndHours(db, eventId);
  await db.execute(sql`
    insert into analytics_event_days (event_id, day, attendees, present_minutes, watched_minutes)
    select p.event_id, p.day, p.attendees, p.present_minutes, coalesce(w.watched, 0)
    from (select m.event_id, ${dayOf('m.minute')} as day, count(distinct m.account_id) as attendees, count(*) as present_minutes
          from analytics_minutes m join events e on e.id = m.event_id where m.event_id = ${eventId} group by 1, 2) p
    left join (select ${dayOf('r.minute')} as day, count(*) as watched from analytics_room_minutes r join events e on e.id = r.event_id
               where r.event_id = ${eventId} and r.playing_seconds >= ${WATCHED} group by 1) w on w.day = p.day`);
  await seedAttendees(db, eventId);
  await db.execute(sql`
    insert into analytics_room_actions (event_id, room_id, minute, action, count)
    select ${eventId}, room_id, minute, action, count(*) from (${seededActions(eventId)}) x where room_id is not null group by 2, 3, 4`);
  await db.execute(sql`
    insert into analytics_room_attendees (event_id, room_id, account_id, present_minutes, watched_minutes, first_minute, last_minute)
    select event_id, room_id, account_id, count(*), count(*) filter (where playing_seconds >= ${WATCHED}), min(minute), max(minute)
    from analytics_room_minutes where event_id = ${eventId} group by 1, 2, 3`);
  await seedSessions(db, eventId);
  await seedRoomVisits(db, eventId);
}

/** Per attendee and day of the event's zone: minutes, watched minutes and actions; per UTC hour, who was there. */
async function seedAttendeeDaysAndHours(db: Database, eventId: number): Promise<void> {
  await db.execute(sql`
    insert into analytics_attendee_days (event_id, account_id, day, present_minutes, watched_minutes, chat_messages, wall_posts, likes,
      questions, question_votes, poll_votes)
    select p.event_id, p.account_id, p.day, p.minutes, coalesce(w.watched, 0), coalesce(x.chat, 0), coalesce(x.wall, 0), coalesce(x.likes, 0),
      coalesce(x.questions, 0), coalesce(x.question_votes, 0), coalesce(x.poll_votes, 0)
    from (select m.event_id, m.account_id, ${dayOf('m.minute')} as day, count(*) as minutes
          from analytics_minutes m join events e on e.id = m.event_id where m.event_id = ${eventId} group by 1, 2, 3) p
    left join (select r.account_id, ${dayOf('r.minute')} as day, count(*) as watched from analytics_room_minutes r join events e on e.id = r.event_id
               where r.event_id = ${eventId} and r.playing_seconds >= ${WATCHED} group by 1, 2) w on w.account_id = p.account_id and w.day = p.day
    left join (select acts.account_id, ${dayOf('acts.minute')} as day, count(*) filter (where action = 'chatMessage') as chat,
                 count(*) filter (where action = 'wallPost') as wall, count(*) filter (where action = 'like') as likes,
                 count(*) filter (where action = 'question') as questions, count(*) filter (where action = 'questionVote') as question_votes,
                 count(*) filter (where action = 'pollVote') as poll_votes
               from (${seededActions(eventId)}) acts join events e on e.id = ${eventId} group by 1, 2) x on x.account_id = p.account_id and x.day = p.day`);
  await db.execute(sql`
    insert into analytics_attendee_hours (event_id, account_id, hour)
    select distinct event_id, account_id, date_trunc('hour', minute at time zone 'UTC') at time zone 'UTC' from analytics_minutes where event_id = ${eventId}`);
  await db.execute(sql`
    insert into analytics_event_hours (event_id, hour, attendees)
    select event_id, hour, count(*) from analytics_attendee_hours where event_id = ${eventId} group by 1, 2`);
}

/**
 * The Rooms screen's roll-ups: per room and attendee by day and over the event, minutes and
 * engaging actions (every seeded room action is one: a like never belongs to a room), then
 * visitors, engaged visitors, visits (runs of consecutive minutes, on the day they start), minutes
 * and actions per room and day, per room, and visitors per room and UTC hour.
 */
async function seedRoomVisits(db: Database, eventId: number): Promise<void> {
  await db.execute(sql`
    insert into analytics_room_visitor_days (event_id, room_id, day, account_id, present_minutes, engaging_actions)
    select ${eventId}, room_id, day, account_id, count(*) filter (where minute_row), count(*) filter (where not minute_row)
    from (select r.room_id, ${dayOf('r.minute')} as day, r.account_id, true as minute_row from analytics_room_minutes r
            join events e on e.id = r.event_id where r.event_id = ${eventId}
          union all
          select acts.room_id, ${dayOf('acts.minute')}, acts.account_id, false from (${seededActions(eventId)}) acts
            join events e on e.id = ${eventId} where acts.room_id is not null) x
    group by 2, 3, 4`);
  await db.execute(sql`
    insert into analytics_room_visitors (event_id, room_id, account_id, present_minutes, engaging_actions)
    select event_id, room_id, account_id, sum(present_minutes), sum(engaging_actions) from analytics_room_visitor_days where event_id = ${eventId} group by 1, 2, 3`);
  await db.execute(sql`
    insert into analytics_room_days (event_id, room_id, day, visitors, engaged_visitors, visits, present_minutes, chat_messages, questions, votes)
    select v.event_id, v.room_id, v.day, v.visitors, v.engaged, coalesce(s.visits, 0), v.minutes, coalesce(a.chat, 0), coalesce(a.questions, 0), coalesce(a.votes, 0)
    from (select event_id, room_id, day, count(*) filter (where present_minutes > 0) as visitors,
            count(*) filter (where present_minutes > 0 and engaging_actions > 0) as engaged, sum(present_minutes) as minutes
          from analytics_room_visitor_days where event_id = ${eventId} group by 1, 2, 3) v
    left join (select room_id, ${dayOf('minute')} as day, count(*) as visits
               from (select r.room_id, r.minute, r.minute - interval '1 minute' is distinct from
                       lag(r.minute) over (partition by r.account_id, r.room_id order by r.minute) as starts
                     from analytics_room_minutes r where r.event_id = ${eventId}) runs
               join events e on e.id = ${eventId} where starts group by 1, 2) s on s.room_id = v.room_id and s.day = v.day
    left join (select acts.room_id, ${dayOf('acts.minute')} as day, count(*) filter (where action = 'chatMessage') as chat,
                 count(*) filter (where action = 'question') as questions, count(*) filter (where action in ('questionVote', 'pollVote')) as votes
               from (${seededActions(eventId)}) acts join events e on e.id = ${eventId} where acts.room_id is not null group by 1, 2) a
      on a.room_id = v.room_id and a.day = v.day`);
  await db.execute(sql`
    insert into analytics_room_totals (event_id, room_id, visitors, engaged_visitors)
    select event_id, room_id, count(*) filter (where present_minutes > 0), count(*) filter (where present_minutes > 0 and engaging_actions > 0)
    from analytics_room_visitors where event_id = ${eventId} group by 1, 2`);
  await db.execute(sql`
    insert into analytics_room_visitor_hours (event_id, room_id, hour, account_id)
    select distinct event_id, room_id, date_trunc('hour', minute at time zone 'UTC') at time zone 'UTC', account_id from analytics_room_minutes where event_id = ${eventId}`);
  await db.execute(sql`
    insert into analytics_room_hours (event_id, room_id, hour, visitors)
    select event_id, room_id, hour, count(*) from analytics_room_visitor_hours where event_id = ${eventId} group by 1, 2, 3`);
}

/** Per attendee: the sign-ins (browser by account, 1-3 of them), first and last seen, minutes and actions. */
async function seedAttendees(db: Database, eventId: number): Promise<void> {
  await db.execute(sql`
    insert into analytics_attendees (event_id, account_id, first_seen_at, last_seen_at, browser, lang, sign_ins, present_minutes,
      watched_minutes, chat_messages, wall_posts, likes, questions, question_votes, poll_votes)
    select a.event_id, a.id, least(a.first_signed_in_at, m.first_minute), greatest(a.first_signed_in_at, m.last_minute),
      case when a.first_signed_in_at is not null then (array['chrome', 'edge', 'firefox', 'safari', 'opera', 'samsung', 'other'])[1 + a.id % 7] end,
      case when a.first_signed_in_at is not null then a.lang end,
      case when a.first_signed_in_at is not null then 1 + a.id % 3 else 0 end,
      coalesce(m.minutes, 0), coalesce(w.watched, 0), coalesce(x.chat, 0), coalesce(x.wall, 0), coalesce(x.likes, 0),
      coalesce(x.questions, 0), coalesce(x.question_votes, 0), coalesce(x.poll_votes, 0)
    from attendee_accounts a
    left join (select account_id, count(*) as minutes, min(minute) as first_minute, max(minute) as last_minute
               from analytics_minutes where event_id = ${eventId} group by 1) m on m.account_id = a.id
    left join (select account_id, count(*) as watched from analytics_room_minutes
               where event_id = ${eventId} and playing_seconds >= ${WATCHED} group by 1) w on w.account_id = a.id
    left join (select account_id, count(*) filter (where action = 'chatMessage') as chat, count(*) filter (where action = 'wallPost') as wall,
                 count(*) filter (where action = 'like') as likes, count(*) filter (where action = 'question') as questions,
                 count(*) filter (where action = 'questionVote') as question_votes, count(*) filter (where action = 'pollVote') as poll_votes
               from (${seededActions(eventId)}) acts group by 1) x on x.account_id = a.id
    where a.event_id = ${eventId} and (a.first_signed_in_at is not null or m.account_id is not null)`);
}

/** A room minute within a session's slot counts for it; sessions never cross midnight, so the day narrows the join. */
async function seedSessions(db: Database, eventId: number): Promise<void> {
  const hits = sql`
    select s.id as session_id, r.account_id, r.playing_seconds from analytics_room_minutes r
    join events e on e.id = r.event_id
    join agenda_sessions s on s.event_id = r.event_id and s.room_id = r.room_id and s.day = ${dayOf('r.minute')}
    where r.event_id = ${eventId}
      and r.minute >= ((s.day + s.start_time::time) - make_interval(mins => e.timezone_offset)) at time zone 'UTC'
      and r.minute < ((s.day + s.end_time::time) - make_interval(mins => e.timezone_offset)) at time zone 'UTC'`;
  await db.execute(sql`
    insert into analytics_session_attendees (session_id, event_id, account_id, present_minutes, watched_minutes)
    select session_id, ${eventId}, account_id, count(*), count(*) filter (where playing_seconds >= ${WATCHED}) from (${hits}) h group by 1, 3`);
  await db.execute(sql`
    insert into analytics_session_totals (session_id, event_id, attendees, present_minutes, watched_minutes)
    select session_id, ${eventId}, count(*), sum(present_minutes), sum(watched_minutes)
    from analytics_session_attendees where event_id = ${eventId} group by 1`);
}

/** Fresh statistics, as autovacuum would have them on a server that had recorded the event. */
export async function analyseAnalyticsTables(db: Database): Promise<void> {
  await db.execute(sql`analyze attendee_accounts, agenda_sessions, rooms, analytics_minutes, analytics_room_minutes, analytics_event_minutes,
    analytics_room_minute_totals, analytics_room_actions, analytics_event_days, analytics_attendee_days, analytics_session_attendees,
    analytics_session_totals, analytics_room_attendees, analytics_attendees, analytics_attendee_hours, analytics_event_hours,
    analytics_room_visitor_days, analytics_room_visitors, analytics_room_days, analytics_room_totals, analytics_room_visitor_hours, analytics_room_hours`);
}
