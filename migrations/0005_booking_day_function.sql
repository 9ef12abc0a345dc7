-- What a booking decides on, read in one round trip: the settings, the date's schedule exception
-- and its live bookings; when p_lock_key is given, after taking that date's lock.
-- A statement's snapshot is taken before it could wait for a lock, so a plain SELECT that locks
-- would not see a booking committed while it waited. A VOLATILE PL/pgSQL function takes a fresh
-- snapshot for each statement it runs: its read comes after the lock is granted. PL/pgSQL also
-- keeps the read's plan for the connection. The settings come as text, so the app parses and
-- checks them only when they differ from the last ones it saw.
-- Called by readBookingDay (server/services/booking-calendar.ts); change it with CREATE OR REPLACE
-- in a new migration.
CREATE FUNCTION booking_day(
	p_date text,
	p_lock_class integer,
	p_lock_key integer,
	p_setting_keys text[],
	p_except_id integer
) RETURNS TABLE (day_settings text, day_exceptions json, day_bookings json)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	IF p_lock_key IS NOT NULL THEN
		PERFORM pg_advisory_xact_lock(p_lock_class, p_lock_key);
	END IF;
	RETURN QUERY SELECT
		(SELECT json_agg(json_build_object('key', s.key, 'value', s.value) ORDER BY s.key)::text
			FROM restaurant_settings s WHERE s.key = ANY (p_setting_keys)),
		(SELECT json_agg(json_build_object('startDate', e.start_date, 'endDate', e.end_date, 'closed', e.closed,
				'periods', e.periods, 'label', e.label) ORDER BY e.start_date)
			FROM schedule_exceptions e WHERE e.start_date <= p_date AND e.end_date >= p_date),
		(SELECT json_agg(json_build_object('time', r.time, 'guests', r.guests) ORDER BY r.time)
			FROM reservations r
			WHERE r.date = p_date AND r.status <> 'cancelled' AND (p_except_id IS NULL OR r.id <> p_except_id));
END
$$;
