import { describe, expect, it } from 'vitest';
import { calendarLiveTarget, calendarEventsPerSlotMax, calendarUpcomingTarget } from '../limits';
import { sportIds } from '../types';
import { advanceCalendar, calendarEventMarkets, calendarEventResults, calendarEventScores, createCalendar } from './calendar';
import type { Calendar } from './calendar';
import { competitions } from './names';

const nowMs = Date.UTC(2025, 4, 17, 14, 7);

function count(calendar: Calendar, status: 'scheduled' | 'live' | 'ended'): number {
  return calendar.events.filter((e) => e.status === status).length;
}

describe('calendar', () => {
  const calendar = createCalendar(42, nowMs);

  it('opens with about 20 live and 100 upcoming events across the four sports', () => {
    expect(count(calendar, 'live')).toBeGreaterThanOrEqual(calendarLiveTarget - 2);
    expect(count(calendar, 'live')).toBeLessThanOrEqual(calendarLiveTarget);
    expect(count(calendar, 'scheduled')).toBeGreaterThanOrEqual(calendarUpcomingTarget);
    expect(count(calendar, 'scheduled')).toBeLessThan(calendarUpcomingTarget + calendarEventsPerSlotMax);
    const sports = new Set(calendar.events.map((e) => e.sportId));
    expect([...sports].sort()).toEqual(Object.values(sportIds).sort());
  });

  it('uses real-looking fixtures: two different members of the named competition, quarter-hour starts', () => {
    for (const event of calendar.events) {
      const competition = competitions.find((c) => c.name === event.competition);
      expect(competition).toBeDefined();
      expect(competition?.participants).toContain(event.participants.home);
      expect(competition?.participants).toContain(event.participants.away);
      expect(event.participants.home).not.toBe(event.participants.away);
      expect(sportIds[competition?.sport ?? 'soccer']).toBe(event.sportId);
      if (event.status === 'scheduled') {
        expect(event.startMs).toBeGreaterThan(nowMs);
        expect(event.startMs % (15 * 60_000)).toBe(0);
      } else expect(event.startMs).toBeLessThan(nowMs);
    }
    expect(new Set(calendar.events.map((e) => e.id)).size).toBe(calendar.events.length);
  });

  it('is deterministic for a seed', () => {
    expect(createCalendar(42, nowMs)).toEqual(calendar);
    expect(createCalendar(43, nowMs).events.map((e) => e.name)).not.toEqual(calendar.events.map((e) => e.name));
  });

  it('starts, plays, ends and tops up events as time passes, keeping about 20 live', () => {
    let current = calendar;
    const started = new Set<string>();
    const ended = new Set<string>();
    const liveCounts: number[] = [];
    // Three hours in one-minute ticks.
    for (let minute = 1; minute <= 180; minute += 1) {
      const advance = advanceCalendar(current, nowMs + minute * 60_000);
      current = advance.calendar;
      advance.started.forEach((id) => started.add(id));
      advance.ended.forEach((id) => ended.add(id));
      expect(count(current, 'scheduled')).toBeGreaterThanOrEqual(calendarUpcomingTarget);
      if (minute > 30) liveCounts.push(count(current, 'live'));
    }
    expect(started.size).toBeGreaterThan(60);
    expect(ended.size).toBeGreaterThan(60);
    const average = liveCounts.reduce((s, n) => s + n, 0) / liveCounts.length;
    expect(average).toBeGreaterThan(14);
    expect(average).toBeLessThan(28);
    expect(current.nowMs).toBe(nowMs + 180 * 60_000);
  });

  it('prices, scores and results calendar events', () => {
    const live = calendar.events.find((e) => e.status === 'live');
    expect(live).toBeDefined();
    if (!live) return;
    expect(calendarEventMarkets(live).length).toBeGreaterThan(2);
    expect(calendarEventScores(live)).toBeDefined();
    const upcoming = calendar.events.find((e) => e.status === 'scheduled');
    expect(upcoming && calendarEventMarkets(upcoming).every((m) => m.status === 'open')).toBe(true);
    const later = advanceCalendar(calendar, nowMs + 4 * 60 * 60_000).calendar;
    const finished = later.events.find((e) => e.id === live.id);
    expect(finished?.status).toBe('ended');
    if (finished) expect(calendarEventResults(finished).length).toBeGreaterThan(3);
  });

  it('refuses to run time backwards', () => {
    expect(() => advanceCalendar(calendar, nowMs - 1)).toThrow();
  });
});
